import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_COVERS, COVER_COLORS, COVER_GRADIENTS, coverStyle, coverOf } from './cover';
import { PageCover } from './PageCover';

describe('page covers', () => {
  it('ENT-25 ENT-26 / a cover is {type, value}; none, junk and empty values read as no cover', () => {
    expect(coverOf({ cover: { type: 'built_in', value: '3' } })).toEqual({ type: 'built_in', value: '3' });
    expect(coverOf({ cover: { type: 'none', value: '' } })).toBeNull();
    expect(coverOf({ cover: { type: 'sparkles', value: 'x' } })).toBeNull();
    expect(coverOf({ cover: 'tint1' })).toBeNull();
    expect(coverOf(null)).toBeNull();
  });

  it('ENT-27 ENT-28 AST-05 / nine colours, seven gradients and built-in images 1 to 6', () => {
    expect(COVER_COLORS).toHaveLength(9);
    expect(COVER_GRADIENTS).toHaveLength(7);
    expect(BUILT_IN_COVERS).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(coverStyle({ type: 'built_in', value: '6' })).toEqual({
      backgroundImage: 'url("/covers/m_cover_image_6.png")',
    });
    expect(coverStyle({ type: 'built_in', value: '7' })).toBeNull();
  });

  it('an image address cannot escape the CSS url(), and a script address is not drawn', () => {
    expect(coverStyle({ type: 'custom', value: 'https://example.com/a.png' })).toEqual({
      backgroundImage: 'url("https://example.com/a.png")',
    });
    expect(coverStyle({ type: 'custom', value: 'x") ; background: red' })).toEqual({
      backgroundImage: 'url("x\\") ; background: red")',
    });
    expect(coverStyle({ type: 'custom', value: 'javascript:alert(1)' })).toBeNull();
  });

  it('CON-10 CON-11 CON-12 / on desktop the cover is 40vh, clamped to 130–288 px', () => {
    render(<PageCover cover={{ type: 'color', value: 'tint1' }} mobile={false} onChange={jest.fn()} />);
    expect(screen.getByTestId('page-cover')).toHaveStyle({
      height: '40vh',
      minHeight: '130px',
      maxHeight: '288px',
    });
  });

  it('CON-13 / on mobile the cover is at most 180 px', () => {
    render(<PageCover cover={{ type: 'color', value: 'tint1' }} mobile onChange={jest.fn()} />);
    expect(screen.getByTestId('page-cover')).toHaveStyle({
      height: '40vh',
      minHeight: '130px',
      maxHeight: '180px',
    });
  });

  it('the cover menu offers colours, gradients, images and removal', async () => {
    const onChange = jest.fn();
    render(<PageCover cover={{ type: 'color', value: 'tint1' }} mobile={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change cover' }));
    const menu = screen.getByTestId('cover-menu');
    expect(within(menu).getAllByRole('button', { name: /^Colour / })).toHaveLength(9);
    expect(within(menu).getAllByRole('button', { name: /^Gradient / })).toHaveLength(7);
    await userEvent.click(within(menu).getByRole('button', { name: 'Gradient 2' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'gradient', value: 'appflowy_them_color_gradient2' });
    expect(screen.queryByTestId('cover-menu')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change cover' }));
    await userEvent.click(screen.getByRole('button', { name: 'Image 4' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'built_in', value: '4' });

    await userEvent.click(screen.getByRole('button', { name: 'Change cover' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove cover' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'none', value: '' });
  });

  it('Escape closes the cover menu without a change', async () => {
    const onChange = jest.fn();
    render(<PageCover cover={{ type: 'color', value: 'tint1' }} mobile={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change cover' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('cover-menu')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the cover menu popover', () => {
  it('a press outside closes it; a press on its own toggle does not fight the toggle', async () => {
    render(
      <div>
        <p>elsewhere</p>
        <PageCover cover={{ type: 'color', value: 'tint1' }} mobile={false} onChange={jest.fn()} />
      </div>,
    );
    const toggle = screen.getByRole('button', { name: 'Change cover' });
    await userEvent.click(toggle);
    expect(screen.getByTestId('cover-menu')).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.queryByTestId('cover-menu')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.queryByTestId('cover-menu')).not.toBeInTheDocument();
  });
});
