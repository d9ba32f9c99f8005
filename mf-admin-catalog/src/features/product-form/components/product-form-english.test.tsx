import { jsonResponse } from '@storefront/shared/testing';
import { inEnglish } from '@storefront/shared/testing/english';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';
import { imageFile, product, productsPage, uploadResult } from '../../../testing/fixtures';
import { openCreate, openEdit, sentName, stubEditApi } from '../../../testing/product-form-stub';
import { location } from '../../../testing/render-catalog-app';

inEnglish();

describe('product create form in English', () => {
  it('labels the fields and slots, and checks the form in English', async () => {
    stubApi({});
    const user = await openCreate('New product', { applyAccept: false });
    expect(screen.getByRole('group', { name: 'Images' })).toBeInTheDocument();
    expect(
      screen.getByText('Up to 5 square images; the first one is the logo'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Logo')).toBeEnabled();
    expect(screen.getByLabelText('Image 1')).toBeDisabled();
    expect(screen.getAllByText('Choose')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Product name is required')).toBeInTheDocument();
    expect(screen.getByText('Product description is required')).toBeInTheDocument();
    expect(screen.getByText('Product logo is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Price, ₽')).toHaveAccessibleDescription('Enter the price');
    for (const [typed, message] of [
      ['0', 'The price must be more than 0'],
      ['10000001', 'The price cannot be more than 10,000,000 ₽'],
      ['1.234', 'Enter an amount in roubles, e.g. 1500.50'],
    ]) {
      await user.clear(screen.getByLabelText('Price, ₽'));
      await user.type(screen.getByLabelText('Price, ₽'), typed as string);
      expect(screen.getByLabelText('Price, ₽')).toHaveAccessibleDescription(message as string);
    }
    await user.click(screen.getByLabelText('Description'));
    await user.paste('x'.repeat(5001));
    expect(screen.getByText('Description must be at most 5,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it.each([
    ['a text file', imageFile('notes.txt', 'text/plain'), 'Only an image file can be chosen'],
    ['an empty file', imageFile('empty.png', 'image/png', 0), 'The file is empty'],
    [
      'a file over 5 MB',
      imageFile('big.png', 'image/png', 5 * 1024 * 1024 + 1),
      'The file is too large: 5 MB at most',
    ],
  ])('refuses %s in English', async (_what, file, text) => {
    stubApi({});
    const user = await openCreate('New product', { applyAccept: false });
    await user.upload(screen.getByLabelText('Logo'), file);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('shows the server’s reason for refusing a file, then creates with an English flash', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let refuse = true;
    stubApi({
      'GET /products/': jsonResponse(200, productsPage([])),
      'POST /upload/single': (call) =>
        refuse
          ? jsonResponse(400, { detail: 'The file is not a supported image' })
          : jsonResponse(201, uploadResult(`u-${sentName(call)}`)),
      'POST /products/': jsonResponse(201, product()),
    });
    const user = await openCreate('New product', { applyAccept: false });
    await user.type(screen.getByLabelText('Name'), 'Tea');
    await user.type(screen.getByLabelText('Description'), 'Green tea');
    await user.type(screen.getByLabelText('Price, ₽'), '99.90');
    await user.upload(screen.getByLabelText('Logo'), imageFile('logo.png'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Image upload failed: The file is not a supported image',
    );
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Product created')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/admin\/products$/);
  });
});

describe('product edit form in English', () => {
  it('is titled, offers to replace and remove each image, and saves', async () => {
    stubEditApi();
    const user = await openEdit();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit product');
    expect(screen.getByRole('button', { name: 'Remove: Logo' })).toHaveAttribute('title', 'Remove');
    expect(screen.getByRole('button', { name: 'Remove: Image 1' })).toBeInTheDocument();
    expect(screen.getAllByText('Replace')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });

  it('an upload that fails on the server says so in English', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    stubEditApi({ 'POST /upload/single': jsonResponse(500, { detail: 'disk full' }) });
    const user = await openEdit();
    await user.upload(screen.getByLabelText('Image 2'), imageFile('a.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Image upload failed');
  });
});
