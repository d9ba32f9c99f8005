import { fireEvent, render, screen } from '@testing-library/react';
import { ImageSlot } from './image-slot';

const empty = { kind: 'empty' } as const;

/** The first slot, empty and enabled, handing a picked file to `onPick`. */
const renderEmptySlot = (onPick: (file: File) => void = () => {}) =>
  render(
    <ImageSlot index={0} slot={empty} enabled locked={false} onPick={onPick} onRemove={() => {}} />,
  );

describe('ImageSlot', () => {
  it('opens the file picker from a real button, which a keyboard can press', () => {
    const open = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    renderEmptySlot();
    const button = screen.getByRole('button', { name: 'Выбрать' });
    expect(button.tagName).toBe('BUTTON');
    fireEvent.click(button);
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('hands the picked file on', () => {
    const onPick = jest.fn();
    renderEmptySlot(onPick);
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Логотип'), { target: { files: [file] } });
    expect(onPick).toHaveBeenCalledWith(file);
  });
});
