/**
 * Cross-section drawings in the product table (issue 14): each row's "Construction" button shows
 * the article's drawing as a small decorative picture (the button keeps its own name); the
 * construction modal shows the chosen size's drawing with the server's description as alt text;
 * an article without a drawing (older props) or with a non-http URL shows none.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/product-table';
import { CrossSectionFigure, CrossSectionThumb, safeUrl } from '../../../src/islands/product-table/CrossSection';
import { failOnActWarnings, renderIsland } from './render';

failOnActWarnings();

const drawing = (size: string, colours: string) => ({
  url: `/wp-json/kabelshop/v1/cross-section.svg?code=NYM${size}&lang=hr&v=0a1b2c3d`,
  alt: `Presjek kabela NYM-J ${size}: ${colours}; puni bakreni vodiči; izolacija: PVC; sivi PVC plašt; shematski, nije u mjerilu.`,
});

const article = (code: string, size: string, cores: number, extra: Record<string, unknown> = {}) => ({
  article_code: code,
  size_label: size,
  cores,
  cross_section_mm2: '1.5',
  outer_diameter_mm: null,
  copper_kg_km: null,
  copper_computed: false,
  weight_kg_km: null,
  packaging: 'ring',
  package_length_m: 100,
  unit_price_e4: 5000,
  unit_price: '0.5000',
  price_is_demo: true,
  stock_m: 500,
  availability: 'in_stock',
  ...extra,
});

const product = (articles: unknown[]) => ({
  id: 7,
  designation: 'NYM-J',
  url: '/kabel/nym-j/',
  construction: 'Cu/PVC/PVC',
  colour_standard: 'hd308_gnye',
  articles,
});

it('shows the chosen size’s drawing in the construction modal, described by its alt text', async () => {
  const user = userEvent.setup();
  const three = drawing('3x1,5', '3 žile: zeleno-žuta, plava, smeđa');
  const five = drawing('5x1,5', '5 žila: zeleno-žuta, plava, smeđa, crna, siva');
  await renderIsland(Island, product([article('NYM315', '3x1.5', 3, { cross_section: three }), article('NYM515', '5x1.5', 5, { cross_section: five })]));

  const button = screen.getByRole('button', { name: 'Konstrukcija i boje žila za NYM-J 5x1,5' });
  // The row's thumbnail is decorative: the button's name stays the same, the picture adds nothing to it.
  const thumb = button.querySelector('img');
  expect(thumb).not.toBeNull();
  expect(thumb).toHaveAttribute('alt', '');
  expect(thumb?.getAttribute('src')).toContain('code=NYM5x1,5');

  await user.click(button);
  const dialog = screen.getByRole('dialog', { name: 'Konstrukcija i boje žila: NYM-J 5x1,5' });
  const picture = within(dialog).getByRole('img', { name: five.alt });
  expect(picture.getAttribute('src')).toContain('code=NYM5x1,5');
  expect(within(dialog).queryByRole('img', { name: three.alt })).toBeNull();
  // The colour list stays beside it, as text.
  expect(within(dialog).getAllByRole('row')).toHaveLength(6);
});

it('shows no drawing for an article without one, and none for a URL that is not http(s)', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, product([article('NYM315', '3x1.5', 3), article('NYM515', '5x1.5', 5, { cross_section: { url: 'javascript:alert(1)', alt: 'x' } })]), 'en-US');
  for (const size of ['3x1.5', '5x1.5']) {
    const button = screen.getByRole('button', { name: `Construction and core colours of NYM-J ${size}` });
    expect(button.querySelector('img')).toBeNull();
    await user.click(button);
    expect(within(screen.getByRole('dialog')).queryByRole('img')).toBeNull();
    await user.keyboard('{Escape}');
  }
});

it('keeps the components to http(s) and relative URLs', () => {
  expect(safeUrl('/wp-json/kabelshop/v1/cross-section.svg?code=A')).toMatch(/^http:\/\/localhost(:\d+)?\/wp-json\//);
  expect(safeUrl('data:image/svg+xml,<svg/>')).toBeNull();
  expect(safeUrl('javascript:alert(1)')).toBeNull();
  const { container, rerender } = render(<CrossSectionThumb drawing={{ url: '/a.svg', alt: 'A' }} />);
  expect(container.querySelector('img')).toHaveAttribute('alt', '');
  rerender(<CrossSectionFigure drawing={{ url: '/a.svg', alt: 'Cross-section of A' }} />);
  expect(screen.getByRole('img', { name: 'Cross-section of A' })).toHaveAttribute('width', '160');
  rerender(<CrossSectionFigure drawing={null} />);
  expect(screen.queryByRole('img')).toBeNull();
});

