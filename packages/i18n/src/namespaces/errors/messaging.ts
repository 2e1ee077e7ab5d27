import { defineNamespace } from '../../define';

/** Newsletter and contact form errors; `home.*` keys are shown by the web forms too. */
export const messagingErrors = defineNamespace({
  fr: {
    home: {
      newsletter: {
        validation: { required: 'E-mail requis', error: "Format d'e-mail invalide" },
        error: "Erreur lors de l'abonnement",
      },
      contact: {
        validation: {
          required: 'Tous les champs sont obligatoires',
          error: "Erreur lors de l'envoi",
        },
      },
    },
    newsletter: {
      invalidToken: 'Ce lien est invalide ou a expiré.',
      invalidSource: 'Origine de l’abonnement invalide.',
    },
    contact: {
      invalidEmail: "Format d'e-mail invalide",
      nameTooLong: 'Le nom ne doit pas dépasser 100 caractères.',
      subjectTooLong: "L'objet ne doit pas dépasser 200 caractères.",
      messageTooLong: 'Le message ne doit pas dépasser 5000 caractères.',
    },
  },
  en: {
    home: {
      newsletter: {
        validation: { required: 'Email required', error: 'Invalid email format' },
        error: 'Subscription error.',
      },
      contact: {
        validation: {
          required: 'All fields are required',
          error: 'Error sending message. Please try again later.',
        },
      },
    },
    newsletter: {
      invalidToken: 'This link is invalid or has expired.',
      invalidSource: 'Invalid subscription source.',
    },
    contact: {
      invalidEmail: 'Invalid email format',
      nameTooLong: 'The name must not exceed 100 characters.',
      subjectTooLong: 'The subject must not exceed 200 characters.',
      messageTooLong: 'The message must not exceed 5000 characters.',
    },
  },
});
