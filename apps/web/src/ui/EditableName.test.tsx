import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditableName } from './EditableName';

function setup(props: { disabled?: boolean } = {}) {
  const onRename = vi.fn();
  const onOuterKey = vi.fn();
  render(
    <div onKeyDown={onOuterKey}>
      <EditableName
        name="Ava"
        inputLabel="Name"
        openLabel="Rename Ava"
        maxLength={20}
        onRename={onRename}
        {...props}
      />
    </div>,
  );
  return { onRename, onOuterKey };
}

describe('EditableName', () => {
  it('opens with the whole name selected and the caret at its start, so its beginning shows', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Ava' }));
    const field = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 3]);
    expect(field.selectionDirection).toBe('backward');
  });

  it('Enter saves what was typed once, although the field then loses focus', () => {
    const { onRename } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Ava' }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Ava');
    expect(field).toHaveAttribute('maxlength', '20');
    fireEvent.change(field, { target: { value: 'Ava Two' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.blur(field);
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(onRename).toHaveBeenCalledWith('Ava Two');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('leaving the field saves; Escape cancels without reaching what is around it', () => {
    const { onRename, onOuterKey } = setup();
    fireEvent.doubleClick(screen.getByText('Ava'));
    let field = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(field, { target: { value: 'Kept' } });
    fireEvent.blur(field);
    expect(onRename).toHaveBeenLastCalledWith('Kept');

    fireEvent.click(screen.getByRole('button', { name: 'Rename Ava' }));
    field = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(field, { target: { value: 'Dropped' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(onOuterKey).not.toHaveBeenCalled();
  });

  it('Enter that confirms an input-method composition does not save', () => {
    const { onRename } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Ava' }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(field, { target: { value: '艾娃' } });
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    expect(onRename).not.toHaveBeenCalled();
    expect(field).toBeInTheDocument();
  });

  it('a disabled name offers no pencil and ignores double clicks', () => {
    setup({ disabled: true });
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.doubleClick(screen.getByText('Ava'));
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
