/**
 * Supplier products island.
 */
import { screen, within } from '@testing-library/react';
import Suppliers from '../../../src/islands/supplier-products';
import { failOnActWarnings, renderIsland } from './render';

failOnActWarnings();

describe('supplier-products', () => {
  const products = [
    { id: 1, designation: 'NYY-J', hr_name: 'PP00-Y', url: '/p/1/', supplier: 'Nexans' },
    { id: 2, designation: 'H07RN-F', hr_name: 'GG/J', url: '/p/2/', supplier: 'Elka' },
    { id: 3, designation: 'NYM-J', hr_name: 'PP-Y', url: '/p/3/', supplier: 'Elka' },
    { id: 4, designation: 'LiYCY', hr_name: null, url: '/p/4/', supplier: null },
  ];

  it('groups by supplier in alphabetical order with unknown suppliers last', async () => {
    await renderIsland(Suppliers, { products }, 'en-US');
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['Elka (2 cable types)', 'Nexans (1 cable type)', 'Other suppliers (1 cable type)']);
    const elka = screen.getByRole('region', { name: 'Elka' });
    expect(within(elka).getAllByRole('link').map((a) => a.textContent)).toEqual(['H07RN-F', 'NYM-J']);
    expect(within(elka).getByRole('link', { name: 'NYM-J' })).toHaveAttribute('href', '/p/3/');
  });

  it('says when there is nothing to list', async () => {
    await renderIsland(Suppliers, { products: [] });
    expect(screen.getByText('Za ovog dobavljača nema proizvoda.')).toBeInTheDocument();
  });
});
