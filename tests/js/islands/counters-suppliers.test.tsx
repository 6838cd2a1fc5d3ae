/**
 * Products counter and supplier products islands.
 */
import { screen, within } from '@testing-library/react';
import Counter from '../../../src/islands/products-counter';
import Suppliers from '../../../src/islands/supplier-products';
import { failOnActWarnings, renderIsland } from './render';

failOnActWarnings();

describe('products-counter', () => {
  it('shows both counts with Croatian plural labels and dot thousands', async () => {
    await renderIsland(Counter, { products: 22, articles: 1234 });
    expect(screen.getByText('22 tipa kabela')).toBeInTheDocument();
    // The catalogue's articles, as the server-rendered counter says; 'results' is the search's word.
    expect(screen.getByText('1.234 artikla')).toBeInTheDocument();
  });

  it('counts articles with the Croatian singular after 221', async () => {
    await renderIsland(Counter, { products: 1, articles: 221 });
    expect(screen.getByText('221 artikl')).toBeInTheDocument();
  });

  it('counts articles in English', async () => {
    await renderIsland(Counter, { products: 1, articles: 225 }, 'en-US');
    expect(screen.getByText('225 articles')).toBeInTheDocument();
  });

  it('shows the zero form in Serbian', async () => {
    await renderIsland(Counter, { products: 0, articles: 0 }, 'sr-RS');
    expect(screen.getByText('Nema tipova kabla')).toBeInTheDocument();
    expect(screen.getByText('Nema artikala')).toBeInTheDocument();
  });

  it('renders nothing for negative counts', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = await renderIsland(Counter, { products: -1, articles: 0 });
    expect(container).toBeEmptyDOMElement();
    warn.mockRestore();
  });
});

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
