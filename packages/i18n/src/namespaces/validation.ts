import { defineNamespace } from '../define';

/** Field-level messages for zod issues, by zod issue code; used by the API and by forms. */
export const validation = defineNamespace({
  fr: {
    required: 'Ce champ est obligatoire.',
    invalid_type: 'Valeur de type invalide.',
    too_small: 'Valeur trop courte ou trop petite (minimum {{minimum}}).',
    too_big: 'Valeur trop longue ou trop grande (maximum {{maximum}}).',
    invalid_format: 'Format invalide.',
    invalid_value: 'Valeur non autorisée.',
    unrecognized_keys: 'Champ inconnu : {{keys}}.',
    not_multiple_of: 'La valeur doit être un multiple de {{divisor}}.',
    invalid_union: 'Valeur non reconnue.',
    invalid_key: 'Clé invalide.',
    invalid_element: 'Élément invalide.',
    custom: 'Valeur invalide.',
  },
  en: {
    required: 'This field is required.',
    invalid_type: 'Invalid value type.',
    too_small: 'Value too short or too small (minimum {{minimum}}).',
    too_big: 'Value too long or too large (maximum {{maximum}}).',
    invalid_format: 'Invalid format.',
    invalid_value: 'Value not allowed.',
    unrecognized_keys: 'Unknown field: {{keys}}.',
    not_multiple_of: 'The value must be a multiple of {{divisor}}.',
    invalid_union: 'Value not recognised.',
    invalid_key: 'Invalid key.',
    invalid_element: 'Invalid element.',
    custom: 'Invalid value.',
  },
});
