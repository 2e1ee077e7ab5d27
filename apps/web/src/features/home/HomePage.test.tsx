import type { Product } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { product } from '@/test/fixtures';
import { ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { HomePage } from './HomePage';

const languages: Language[] = ['fr', 'en'];
// Eight paid products and a free one: the grid shows the first six paid ones.
const catalogue = [
  product({ _id: 'free', slug: 'free', name: 'Free one', price: { amount: 0, currency: 'eur' } }),
  ...Array.from({ length: 8 }, (_, index) =>
    product({ _id: `p${index}`, slug: `paid-${index}`, name: `Paid ${index}` }),
  ),
];

async function renderHome(language: Language) {
  stubApi({ 'GET /products': ok<Product[]>(catalogue) });
  return renderWithApp(<HomePage newsletter={null} contact={<p>contact form</p>} testimonials={null} />, {
    language,
  });
}

describe.each(languages)('home page (%s)', (language) => {
  test('shows the hero, the feature blocks and at most six paid premium cards linking to their product', async () => {
    const { t } = await renderHome(language);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('home:hero.title'));
    expect(screen.getByRole('heading', { name: t('home:features.precision.title') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t('home:styles.volume.title') })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('premium-card');
    expect(cards).toHaveLength(6);
    expect(screen.queryByText('Free one')).toBeNull();
    for (const card of cards) {
      expect(within(card).getByRole('link', { name: t('home:premium.view') })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/product\/p\d$/),
      );
      expect(within(card).getAllByRole('listitem').length).toBeLessThanOrEqual(3);
    }
    expect(document.getElementById('contact')).toHaveTextContent('contact form');
  });

  test('the hero call to action leads to the catalogue, the demo button scrolls to the premium grid', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const { user, t } = await renderHome(language);
    await screen.findAllByTestId('premium-card');
    await user.click(screen.getByRole('button', { name: t('home:hero.demo') }));
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('premium'));
    scrolled.mockRestore();
    // The hero's link comes first (the closing call to action may share its text).
    await user.click(screen.getAllByRole('link', { name: t('home:hero.cta') })[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/indicators$/);
  });

  test('an empty catalogue says so in the premium section', async () => {
    stubApi({ 'GET /products': ok<Product[]>([]) });
    const { t } = await renderWithApp(<HomePage newsletter={null} contact={null} testimonials={null} />, {
      language,
    });
    expect(await screen.findByTestId('empty-products')).toHaveTextContent(t('home:premium.empty'));
  });
});
