import { defineNamespace } from '../../define';

/** Errors any route may answer. */
export const coreErrors = defineNamespace({
  fr: {
    validation: 'Certaines données envoyées sont invalides.',
    validationField: '{{field}} : {{message}}',
    badRequest: 'Requête invalide.',
    notFound: 'Ressource introuvable.',
    routeNotFound: "Cette adresse de l'API n'existe pas.",
    productNotFound: 'Produit introuvable.',
    unauthorized: 'Vous devez être connecté.',
    forbidden: "Vous n'avez pas les droits nécessaires.",
    rateLimited: 'Trop de tentatives. Réessayez dans {{seconds}} secondes.',
    rateLimitedMinutes: 'Trop de tentatives. Réessayez dans {{minutes}} min.',
    payloadTooLarge: 'La requête est trop volumineuse.',
    unsupportedMediaType: "Ce type de contenu n'est pas accepté.",
    internal: 'Une erreur est survenue. Veuillez réessayer plus tard.',
    databaseUnavailable:
      'Notre base de données ne répond pas pour le moment. Réessayez dans quelques instants.',
    shuttingDown: 'Le serveur redémarre. Réessayez dans quelques instants.',
  },
  en: {
    validation: 'Some of the data sent is invalid.',
    validationField: '{{field}}: {{message}}',
    badRequest: 'Bad request.',
    notFound: 'Resource not found.',
    routeNotFound: 'This API address does not exist.',
    productNotFound: 'Product not found.',
    unauthorized: 'You must be signed in.',
    forbidden: 'You do not have the required rights.',
    rateLimited: 'Too many attempts. Try again in {{seconds}} seconds.',
    rateLimitedMinutes: 'Too many attempts. Try again in {{minutes}} min.',
    payloadTooLarge: 'The request is too large.',
    unsupportedMediaType: 'This content type is not accepted.',
    internal: 'An error occurred. Please try again later.',
    databaseUnavailable: 'Our database is not answering right now. Please try again in a few moments.',
    shuttingDown: 'The server is restarting. Please try again in a few moments.',
  },
});
