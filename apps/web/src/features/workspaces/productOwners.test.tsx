import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { useSessionStore } from '../../state/useSessionStore';
import { fakeServer, ok, profileOf } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { productsSharingAName } from './productOwners';

interface Product {
  id: string;
  name: string;
  role: string;
  member_count: number;
  owner_name: string;
}

/** Ada's account (current product w1) with `products` in her list. */
function openWith(products: Product[]) {
  fakeServer({
    'GET /users/profile': () => ok(profileOf('ada@example.com', 'Ada')),
    'POST /workspace/list': () =>
      ok({ workspaces: products, total: products.length, page: 1, page_size: 1000 }),
    'GET /agent/check-admin': () => ok({ agent_admin: false }),
    'POST /sidebar/folders': () =>
      ok({ current_num: 1, total_page: 1, total_folder: 0, folders: [] }),
    'POST /sidebar/folder/projects': () =>
      ok({ current_num: 1, total_page: 1, total_pro: 0, projects: [] }),
  });
  useSessionStore.getState().signIn('tok', null);
  return renderApp('/creation/folder/uncategorized/');
}

const mine = { id: 'w1', name: 'My Product', role: 'owner', member_count: 1, owner_name: 'Ada' };
const invited = { id: 'w2', name: 'My Product', role: 'member', member_count: 2, owner_name: 'Bo' };
const other = { id: 'w3', name: 'Launch', role: 'member', member_count: 3, owner_name: 'Cy' };

const productList = async (menu = 'Account menu', products = 'Products') => {
  await userEvent.click(await screen.findByRole('button', { name: menu }));
  return screen.findByRole('region', { name: products });
};

describe('which product, and whose', () => {
  it('the creation sidebar names the current product and its owner, and follows a switch', async () => {
    openWith([mine, other]);
    const header = await screen.findByRole('region', { name: 'Current product' });
    await waitFor(() => expect(header).toHaveTextContent('My Productowned by you'));
    expect(screen.queryByText('Talkreel')).toBeNull();

    const list = await productList();
    await userEvent.click(within(list).getByRole('button', { name: /^Launch/ }));
    await waitFor(() => expect(header).toHaveTextContent('Launchowned by Cy'));
  });

  it('the product list says "owned by" only where two products share a name', async () => {
    openWith([mine, invited, other]);
    const list = await productList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('button')?.textContent)).toEqual([
      'MMy Productowned by you1 member',
      'MMy Productowned by Bo2 members',
      'LLaunch3 members',
    ]);
  });

  it('is translated', async () => {
    await i18n.changeLanguage('es');
    openWith([mine, invited]);
    expect(await screen.findByRole('region', { name: 'Producto actual' })).toBeInTheDocument();
    const list = await productList('Menú de la cuenta', 'Productos');
    expect(within(list).getByText('de Bo')).toBeInTheDocument();
    expect(within(list).getByText('tuyo')).toBeInTheDocument();
  });

  it('compares names trimmed and in any case', () => {
    const names = (...n: string[]) =>
      n.map((name, i) => ({ id: `w${i}`, name, role: 'owner', memberCount: 1 }));
    expect(productsSharingAName(names('Team', ' team ', 'Other'))).toEqual(new Set(['w0', 'w1']));
    expect(productsSharingAName(names('A', 'B'))).toEqual(new Set());
  });
});
