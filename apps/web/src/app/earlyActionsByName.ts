import { chooseLanguageEarly, openLanguageMenuEarly } from '@/app/layout/earlyLanguageMenu';
import { addToCartEarly } from '@/features/catalog/components/earlyAddToCart';
import { filterCategoryEarly } from '@/features/catalog/components/earlyCategoryFilter';
import { type EarlyAction, type EarlyActionName, earlyActionNames } from '@/shared/earlyActions';

/** Each early action's code by the name a control gives in `data-early-action` (earlyInteractions.ts runs them). */
export const earlyActionsByName: Record<EarlyActionName, EarlyAction> = {
  [earlyActionNames.addToCart]: addToCartEarly,
  [earlyActionNames.languageMenu]: openLanguageMenuEarly,
  [earlyActionNames.chooseLanguage]: chooseLanguageEarly,
  [earlyActionNames.catalogCategory]: filterCategoryEarly,
};
