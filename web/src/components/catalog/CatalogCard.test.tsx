import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { renderAt } from '@/test/render';
import { CatalogCard } from './CatalogCard';
import { imageSources, pictures } from '@/test/queries';

const renderCard = (stock?: number) =>
  renderAt(
    '/products',
    <CatalogCard
      to="/productDetails/p1"
      imageUrl="http://shop.test/uploads/pads.png"
      name="Front brake pads ceramic set"
      description="Quiet, low-dust pads for daily driving in the city"
      price={1250.5}
      cartItem={{ productId: 'p1' }}
      stock={stock}
    />,
  );

describe('catalog card', () => {
  it('cuts the name and description to three words with an ellipsis, and links the name to the detail page', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Front brake pads ceramic set' });
    expect(link).toHaveAttribute('href', '/productDetails/p1');
    expect(link).toHaveTextContent(/^Front brake pads…$/);
    expect(link).toHaveAttribute('title', 'Front brake pads ceramic set');
    expect(screen.getByText('Quiet, low-dust pads…')).toHaveAttribute('aria-hidden', 'true');
    expect(imageSources()).toEqual(['http://shop.test/uploads/pads.png']);
    expect(screen.getByRole('button', { name: /Add To Cart/ })).toBeInTheDocument();
  });

  it('shows the price in SAR', () => {
    renderCard();
    expect(screen.getByText('SAR 1,250.50')).toBeInTheDocument();
  });

  it('writes the price the Arabic way in Arabic', () => {
    useLanguageStore.getState().setLanguage('ar');
    renderCard();
    expect(screen.getByText(/١٬٢٥٠٫٥٠/)).toHaveTextContent(/ر\.س\./);
    expect(screen.getByRole('button', { name: /أضف إلى السلة/ })).toBeInTheDocument();
  });

  it('says out of stock and disables Add To Cart when none is left, in both languages', () => {
    renderCard(0);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add To Cart/ })).toBeDisabled();
  });

  it('says how few are left below five, and nothing for plenty or untracked stock', () => {
    const { unmount } = renderCard(3);
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add To Cart/ })).toBeEnabled();
    unmount();
    for (const stock of [5, undefined]) {
      const view = renderCard(stock);
      expect(screen.queryByText(/left|Out of stock/)).not.toBeInTheDocument();
      view.unmount();
    }
    useLanguageStore.getState().setLanguage('ar');
    renderCard(2);
    expect(screen.getByText('بقي ٢ فقط')).toBeInTheDocument();
  });

  it('offers the small copies of the picture when the API has them, loaded lazily', () => {
    renderAt(
      '/products',
      <CatalogCard
        to="/productDetails/p1"
        imageUrl="http://shop.test/uploads/pads.png"
        imageCopies={{
          thumb_url: 'http://shop.test/uploads/pads-thumb.webp',
          detail_url: 'http://shop.test/uploads/pads-detail.webp',
        }}
        name="Front brake pads"
        description="Quiet pads"
        price={100}
        cartItem={{ productId: 'p1' }}
      />,
    );
    const [picture] = pictures();
    expect(picture).toHaveAttribute('src', 'http://shop.test/uploads/pads.png');
    expect(picture).toHaveAttribute(
      'srcset',
      'http://shop.test/uploads/pads-thumb.webp 400w, http://shop.test/uploads/pads-detail.webp 1000w',
    );
    expect(picture).toHaveAttribute('sizes', expect.stringContaining('50vw'));
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('keeps the original picture alone for images without copies, and loads it at once when asked', () => {
    renderAt(
      '/products',
      <CatalogCard
        to="/productDetails/p1"
        imageUrl="http://shop.test/uploads/pads.png"
        imageCopies={{}}
        eager
        name="Front brake pads"
        description="Quiet pads"
        price={100}
        cartItem={{ productId: 'p1' }}
      />,
    );
    const [picture] = pictures();
    expect(picture).not.toHaveAttribute('srcset');
    expect(picture).not.toHaveAttribute('sizes');
    expect(picture).toHaveAttribute('loading', 'eager');
  });

  it('never reads two products the same: each carries its whole name and description', () => {
    const card = (name: string, description: string) => (
      <CatalogCard
        to={`/productDetails/${name}`}
        imageUrl={undefined}
        name={name}
        description={description}
        price={100}
        cartItem={{ productId: name }}
      />
    );
    renderAt(
      '/products',
      <>
        {card('Oil filter for Toyota Camry', 'Genuine part for the 2.5 L engine')}
        {card('Oil filter for Hyundai Elantra', 'Genuine part for the 2.0 L engine')}
      </>,
    );
    expect(screen.getAllByText('Oil filter for…')).toHaveLength(2);
    const links = screen.getAllByRole('link', { name: /^Oil filter for/ });
    expect(links.map((link) => link.getAttribute('title'))).toEqual([
      'Oil filter for Toyota Camry',
      'Oil filter for Hyundai Elantra',
    ]);
    expect(screen.getByText('Genuine part for the 2.5 L engine')).toHaveClass('visually-hidden');
    expect(screen.getByText('Genuine part for the 2.0 L engine')).toHaveClass('visually-hidden');
    expect(screen.getAllByTitle(/^Genuine part for the/)).toHaveLength(2);
  });

  it('shows a name or description of three words or fewer whole, once, without an ellipsis', () => {
    renderAt(
      '/products',
      <CatalogCard
        to="/productDetails/p1"
        imageUrl={undefined}
        name="Brake pads"
        description="Quiet pads"
        price={100}
        cartItem={{ productId: 'p1' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Brake pads' })).toHaveTextContent(/^Brake pads$/);
    expect(screen.getAllByText('Quiet pads')).toHaveLength(1);
    expect(screen.queryByText(/…/)).not.toBeInTheDocument();
  });
});
