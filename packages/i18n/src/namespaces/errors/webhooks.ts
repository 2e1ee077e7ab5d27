import { defineNamespace } from '../../define';

/** Errors of the back-office's webhook endpoints (docs/rules/webhooks.md). */
export const webhookErrors = defineNamespace({
  fr: {
    webhooks: {
      urlInvalid: 'Saisissez une adresse web complète, par exemple https://outil.exemple.com/webhooks.',
      httpsRequired:
        'L’adresse doit commencer par https:// (http:// seulement vers une adresse privée autorisée).',
      privateAddress:
        'Cette adresse mène à un réseau privé, local ou à la boutique elle-même ; cochez « Autoriser les adresses privées » si c’est voulu.',
      hostUnresolved: 'Le nom de domaine de cette adresse est introuvable.',
      eventsRequired: 'Choisissez au moins un événement.',
      descriptionTooLong: 'La description dépasse 200 caractères.',
      notFound: 'Ce point de réception n’existe pas.',
      deliveryNotFound: 'Cet envoi n’existe pas.',
      endpointDisabled: 'Réactivez ce point de réception avant de renvoyer un envoi.',
    },
  },
  en: {
    webhooks: {
      urlInvalid: 'Enter a full web address, for example https://tool.example.com/webhooks.',
      httpsRequired: 'The address must start with https:// (http:// only to an allowed private address).',
      privateAddress:
        'This address leads to a private or local network or to the shop itself; tick “Allow private addresses” if that is meant.',
      hostUnresolved: 'The domain name of this address cannot be found.',
      eventsRequired: 'Choose at least one event.',
      descriptionTooLong: 'The description is longer than 200 characters.',
      notFound: 'This endpoint does not exist.',
      deliveryNotFound: 'This delivery does not exist.',
      endpointDisabled: 'Turn this endpoint back on before sending a delivery again.',
    },
  },
});
