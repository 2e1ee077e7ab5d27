import { defineNamespace } from '../../define';

/** Errors of the admin product and catalogue routes. */
export const adminCatalogErrors = defineNamespace({
  fr: {
    adminCatalog: {
      bulkProductNotFound:
        'Ligne {{line}} : le produit {{productId}} est introuvable. Aucun prix n’a été modifié.',
      bulkDuplicateProduct:
        'Ligne {{line}} : le produit {{productId}} apparaît plusieurs fois. Aucun prix n’a été modifié.',
      nameRequired: 'Le nom est obligatoire.',
      descriptionRequired: 'La description est obligatoire.',
      updatesMonthsRange:
        'La durée des mises à jour est un nombre entier de mois, de 1 à 120 (laissez vide pour toutes les mises à jour).',
      leasePriceInvalid:
        'Un prix de location va de 0,50 € à 100 000 €, avec deux décimales au plus (vide : non proposée).',
      usdLeasePriceInvalid:
        'Un prix de location en dollars va de 0,50 $US à 100 000 $US, avec deux décimales au plus (vide : non proposée en dollars).',
      imageUnknown: 'Seules les images déjà envoyées pour ce produit peuvent être conservées.',
      imageTypeInvalid: 'Envoyez une image PNG, JPEG ou WebP.',
      imageContentInvalid: 'Le fichier ne correspond pas au format d’image annoncé.',
      zipTypeInvalid: 'Envoyez une archive ZIP.',
      zipContentInvalid: 'Le fichier n’est pas une archive ZIP valide.',
      trialDaysRange:
        'L’essai gratuit dure de 1 à 90 jours (nombre entier), ou laissez vide pour aucun essai.',
      machinesPerSeatRange:
        'Une licence vaut de 1 à 20 machines à la fois (nombre entier), ou laissez vide pour la valeur de la boutique.',
      licenceBuildInvalid:
        'L’identifiant de build : lettres minuscules, chiffres et tirets, 80 caractères au plus, commençant par une lettre ou un chiffre (vide : le slug du produit).',
      licenceEditionInvalid:
        'L’édition : lettres minuscules, chiffres et tirets, 40 caractères au plus, commençant par une lettre ou un chiffre (vide : aucune).',
      licenceFeatureInvalid:
        'Chaque clé de fonction : lettres minuscules, chiffres et tirets, 40 caractères au plus, commençant par une lettre ou un chiffre.',
      licenceFeaturesTooMany: 'Une licence accorde 20 clés de fonction au plus.',
      licenceFeatureRepeated: 'Chaque clé de fonction n’apparaît qu’une fois.',
    },
  },
  en: {
    adminCatalog: {
      bulkProductNotFound: 'Line {{line}}: product {{productId}} does not exist. No price was changed.',
      bulkDuplicateProduct:
        'Line {{line}}: product {{productId}} appears more than once. No price was changed.',
      nameRequired: 'The name is required.',
      descriptionRequired: 'The description is required.',
      updatesMonthsRange:
        'The updates period is a whole number of months, from 1 to 120 (leave it empty for every update).',
      leasePriceInvalid:
        'A lease price is between €0.50 and €100,000, with at most two decimals (empty: not offered).',
      usdLeasePriceInvalid:
        'A dollar lease price is between US$0.50 and US$100,000, with at most two decimals (empty: not offered in dollars).',
      imageUnknown: 'Only pictures already uploaded for this product can be kept.',
      imageTypeInvalid: 'Send a PNG, JPEG or WebP picture.',
      imageContentInvalid: 'The file does not match the announced picture format.',
      zipTypeInvalid: 'Send a ZIP archive.',
      zipContentInvalid: 'The file is not a valid ZIP archive.',
      trialDaysRange: 'A free trial lasts 1 to 90 days (a whole number), or leave it empty for none.',
      machinesPerSeatRange:
        'A licence holds 1 to 20 machines at once (a whole number), or leave it empty for the shop’s default.',
      licenceBuildInvalid:
        'The build id: lower-case letters, digits and hyphens, at most 80 characters, starting with a letter or a digit (empty: the product’s slug).',
      licenceEditionInvalid:
        'The edition: lower-case letters, digits and hyphens, at most 40 characters, starting with a letter or a digit (empty: none).',
      licenceFeatureInvalid:
        'Each feature key: lower-case letters, digits and hyphens, at most 40 characters, starting with a letter or a digit.',
      licenceFeaturesTooMany: 'A licence grants at most 20 feature keys.',
      licenceFeatureRepeated: 'Each feature key appears only once.',
    },
  },
});
