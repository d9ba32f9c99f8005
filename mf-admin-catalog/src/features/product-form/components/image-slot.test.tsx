import { fireEvent, render, screen } from '@testing-library/react';
import { ImageSlot } from './image-slot';

const empty = { kind: 'empty' } as const;

describe('ImageSlot', () => {
  it('opens the file picker from a real button, which a keyboard can press', () => {
    const open = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    render(
      <ImageSlot
        index={0}
        slot={empty}
        enabled
        locked={false}
        onPick={() => {}}
        onRemove={() => {}}
      />,
    );
    const button = screen.getByRole('button', { name: 'Выбрать' });
    expect(button.tagName).toBe('BUTTON');
    fireEvent.click(button);
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('hands the picked file on', () => {
    const onPick = jest.fn();
    render(
      <ImageSlot
        index={0}
        slot={empty}
        enabled
        locked={false}
        onPick={onPick}
        onRemove={() => {}}
      />,
    );
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Логотип'), { target: { files: [file] } });
    expect(onPick).toHaveBeenCalledWith(file);
  });
});
