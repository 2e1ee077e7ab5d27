import type { Language } from '@shop/i18n/language';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useCart } from '@/shared/cart/store';
import { cartLine, product } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { Header } from './Header';

const languages: Language[] = ['fr', 'en'];

describe.each(languages)('header cart count (%s)', (language) => {
  test('shows no badge for an empty cart, then the count of units as lines are added', async () => {
    const { t } = await renderWithApp(<Header />, { language });
    const cartLink = screen.getByTestId('cart-link');
    expect(within(cartLink).queryByTestId('cart-badge')).toBeNull();

    act(() => useCart.getState().add(cartLine(product({ _id: 'p1', slug: 'one' }), 2)));
    expect(within(cartLink).getByTestId('cart-badge')).toHaveTextContent('2');
    expect(cartLink).toHaveTextContent(t('common:header.cartItems', { count: 2 }));

    act(() => useCart.getState().add(cartLine(product({ _id: 'p2', slug: 'two' }), 1)));
    expect(within(cartLink).getByTestId('cart-badge')).toHaveTextContent('3');

    act(() => useCart.getState().clear());
    expect(within(cartLink).queryByTestId('cart-badge')).toBeNull();
  });
});
