/**
 * The trials feature's parts the router composes into the product page and the customer area: one module, so
 * the first load's route table names one chunk for both (docs/decisions/0008-initial-js-budget.md).
 */
export { StartTrial } from './StartTrial';
export { TrialsList } from './TrialsList';
