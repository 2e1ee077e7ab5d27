import { defineNamespace } from '../define';

/**
 * The legal notice (/legal) and the privacy policy (/privacy), rendered like the other legal pages: the
 * `legal` namespace includes them.
 */
export const legalNotices = defineNamespace({
  fr: {
    legalNotice: {
      title: 'Mentions légales',
      intro:
        'Conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, voici les informations relatives à l’éditeur et à l’hébergeur de ce site.',
      sections: {
        s1: {
          heading: 'Éditeur du site',
          body: '{{sellerName}}, {{sellerLegalForm}} au capital de {{sellerShareCapital}}.\n\n- Siège social : {{sellerAddress}}\n- Immatriculation : RCS {{sellerRcs}}, SIRET {{sellerSiret}}\n- TVA intracommunautaire : {{sellerVat}}\n- E-mail : {{sellerEmail}}',
        },
        s2: {
          heading: 'Directeur de la publication',
          body: 'Le directeur de la publication est {{sellerPublisher}}.',
        },
        s3: {
          heading: 'Hébergement',
          body: 'Le site est hébergé par : {{sellerHosting}}.',
        },
        s4: {
          heading: 'Propriété intellectuelle',
          body: 'L’ensemble des contenus du site (textes, images, logos, indicateurs et leur code) est protégé par le droit de la propriété intellectuelle. Toute reproduction ou diffusion sans autorisation écrite préalable est interdite.\n\nNinjaTrader et Rithmic sont des marques de leurs propriétaires respectifs. {{sellerName}} est un développeur indépendant : elle n’est ni affiliée à ces sociétés, ni approuvée par elles.',
        },
        s5: {
          heading: 'Avertissement sur les risques',
          body: 'Le trading de contrats à terme (futures) et de devises (forex) comporte un risque de perte substantiel et ne convient pas à tous les investisseurs. Vous pouvez perdre tout ou partie de votre capital, voire davantage. N’engagez que des fonds dont la perte n’affecterait pas votre niveau de vie.\n\nLes indicateurs vendus sur ce site sont des outils d’aide à l’analyse. Ils ne constituent ni un conseil en investissement, ni une recommandation d’acheter ou de vendre un instrument financier.',
        },
        s6: {
          heading: 'Performances hypothétiques',
          body: 'Les résultats de performances hypothétiques ou simulées présentent des limites inhérentes. Contrairement à un historique réel, ils ne reflètent pas de transactions effectivement exécutées et peuvent sous-estimer ou surestimer l’effet de facteurs de marché comme le manque de liquidité. Aucune garantie n’est donnée qu’un compte obtiendra des gains ou des pertes comparables à ceux présentés.',
        },
        s7: {
          heading: 'Avis et témoignages',
          body: 'Les avis et témoignages figurant sur ce site ne sont pas nécessairement représentatifs de l’expérience des autres clients et ne garantissent aucun résultat ou succès futur.\n\nComment les avis sont vérifiés (directive (UE) 2019/2161, article L111-7-2 du Code de la consommation) : seul un client connecté dont la commande du produit est payée (commande gratuite comprise) peut publier un avis, un seul par produit ; une commande remboursée ou annulée ne donne plus ce droit. Chaque avis porte la mention « Achat vérifié ». Aucun avis n’est inventé, acheté ni rédigé par {{sellerName}}. La note moyenne et le nombre d’avis sont calculés à partir des seuls avis visibles. Un avis contraire à la loi ou hors sujet peut être masqué ; son auteur en reçoit la raison par e-mail. Les témoignages de la page d’accueil sont des avis de clients, publiés avec leur prénom et l’initiale de leur nom.',
        },
        s8: {
          heading: 'Responsabilité',
          body: '{{sellerName}} s’efforce de fournir des informations exactes et à jour, sans pouvoir en garantir l’exhaustivité. Elle ne saurait être tenue responsable des décisions de trading prises à partir de ses indicateurs ni des pertes qui pourraient en résulter.',
        },
      },
    },
    privacy: {
      title: 'Politique de confidentialité',
      intro:
        'Cette politique explique quelles données personnelles nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.',
      sections: {
        s1: {
          heading: 'Responsable du traitement',
          body: 'Le responsable du traitement est {{sellerName}}. Pour toute question relative à vos données : {{sellerEmail}}.',
        },
        s2: {
          heading: 'Données collectées',
          body: '- Compte : nom, adresse e-mail, mot de passe (stocké uniquement sous forme chiffrée par hachage)\n- Facturation : nom, adresse, code postal, ville, pays et, le cas échéant, numéro de TVA\n- Commandes : produits achetés, montants, dates, factures\n- Licences : identifiant de machine et nom associé (format MachineId-Name)\n- Newsletter : adresse e-mail et date d’inscription\n- Formulaire de contact : nom, e-mail, objet et message\n- Navigation : données techniques nécessaires au fonctionnement du site (adresse IP, journaux de connexion)',
        },
        s3: {
          heading: 'Finalités et bases légales',
          body: '- Gestion du compte, des commandes, des téléchargements et des licences : exécution du contrat\n- Facturation et comptabilité : obligation légale\n- Réponse aux demandes de support : intérêt légitime\n- Envoi de la newsletter : consentement, retirable à tout moment\n- Sécurité du site et prévention de la fraude : intérêt légitime',
        },
        s4: {
          heading: 'Paiement',
          body: 'Les paiements par carte sont traités par Stripe. Les données de votre carte sont saisies directement chez Stripe : nous ne les voyons ni ne les conservons jamais. Nous recevons uniquement la confirmation du paiement et les informations nécessaires à la facturation.',
        },
        s5: {
          heading: 'Durées de conservation',
          body: '- Factures et lignes de commande qu’elles décrivent : 10 ans (Code de commerce), y compris après la fermeture du compte\n- Données de navigation : 13 mois au maximum\n- Données de compte : tant que le compte est actif, puis effacement ou anonymisation à la fermeture du compte ou après une longue période d’inactivité\n- Newsletter : jusqu’à votre désinscription\n- Messages de contact : le temps nécessaire au traitement de la demande',
        },
        s6: {
          heading: 'Destinataires',
          body: 'Vos données sont destinées à {{sellerName}} et à ses sous-traitants techniques (hébergement, envoi d’e-mails, paiement par Stripe), dans la stricte limite de leurs missions. Nous ne vendons ni ne louons vos données. Lorsqu’un sous-traitant est situé hors de l’Union européenne, le transfert est encadré par des garanties appropriées, comme les clauses contractuelles types de la Commission européenne.',
        },
        s7: {
          heading: 'Sécurité',
          body: 'Les échanges avec le site sont chiffrés (HTTPS), les mots de passe sont hachés et l’accès aux données est limité aux personnes qui en ont besoin. Les liens de téléchargement sont signés et expirent après quelques minutes.',
        },
        s8: {
          heading: 'Vos droits',
          body: 'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, ainsi que du droit de définir des directives sur le sort de vos données après votre décès. Pour les exercer, écrivez à {{sellerEmail}} ; nous répondons dans un délai d’un mois.\n\nVous pouvez également introduire une réclamation auprès de la CNIL (www.cnil.fr).',
        },
        s9: {
          heading: 'Cookies',
          body: 'L’utilisation des cookies et du stockage local est décrite dans notre politique relative aux cookies.',
        },
        s10: {
          heading: 'Vos données en libre-service',
          body: 'Depuis l’onglet Profil de votre compte, vous pouvez à tout moment télécharger vos données, vous déconnecter de tous vos appareils et fermer votre compte. Un mot de passe oublié se réinitialise depuis la page de connexion, par un lien valable 1 heure envoyé à votre adresse.\n\nLa fermeture du compte, après saisie de votre mot de passe, efface ou anonymise en une seule fois votre nom, votre adresse e-mail, votre adresse de facturation et les adresses IP de nos journaux ; vos sessions et vos licences sont révoquées et votre abonnement à la newsletter prend fin. Les factures et les lignes de commande qu’elles décrivent sont conservées 10 ans, comme l’exige le Code de commerce, avec le nom et l’adresse tels qu’imprimés sur la facture.',
        },
        s11: {
          heading: 'Contenu du fichier « Télécharger mes données »',
          body: 'Un fichier JSON généré à la demande, pour vous seul :\n\n- format : version du format du fichier\n- exportedAt : date et heure de l’export\n- profile.id, profile.name, profile.email : identifiant, nom et adresse e-mail du compte\n- profile.emailVerified, profile.pendingEmail : adresse vérifiée ou non, nouvelle adresse en attente de vérification\n- profile.language, profile.isAdmin : langue des e-mails, compte administrateur ou non\n- profile.createdAt, profile.lastLoginAt : création du compte et dernière connexion\n- billing.name, billing.address, billing.zip, billing.city, billing.country, billing.vatNumber : coordonnées de facturation\n- orders : vos commandes (id, createdAt, status, paidAt, total, currency, invoiceNumber) et leurs lignes (productId, name, unitPrice, quantity) ; chaque montant (total, unitPrice) est donné en centimes avec sa devise (amount, currency)\n- licences : vos demandes de licence (id, productId, orderId, machineIdName, status, createdAt, signedAt, expiresAt)\n- downloads : le journal de vos téléchargements (productId, orderId, fileName, ip, createdAt)\n- newsletter : votre abonnement (status, subscribedAt, confirmedAt, unsubscribedAt), ou null\n- consents.newsletter : consentement à la newsletter en cours ou non\n- consents.cookies : votre choix sur les cookies n’est conservé que dans votre navigateur (stockage local), jamais sur nos serveurs',
        },
      },
    },
  },
  en: {
    legalNotice: {
      title: 'Legal notice',
      intro:
        'In accordance with French law no. 2004-575 of 21 June 2004 on confidence in the digital economy, here is the information about the publisher and the host of this website.',
      sections: {
        s1: {
          heading: 'Publisher',
          body: '{{sellerName}}, {{sellerLegalForm}} with a share capital of {{sellerShareCapital}}.\n\n- Registered office: {{sellerAddress}}\n- Company registration: RCS {{sellerRcs}}, SIRET {{sellerSiret}}\n- EU VAT number: {{sellerVat}}\n- E-mail: {{sellerEmail}}',
        },
        s2: {
          heading: 'Publication director',
          body: 'The publication director is {{sellerPublisher}}.',
        },
        s3: {
          heading: 'Hosting',
          body: 'The website is hosted by: {{sellerHosting}}.',
        },
        s4: {
          heading: 'Intellectual property',
          body: 'All content on this website (texts, images, logos, indicators and their code) is protected by intellectual property law. Any reproduction or distribution without prior written permission is prohibited.\n\nNinjaTrader and Rithmic are trademarks of their respective owners. {{sellerName}} is an independent developer and is neither affiliated with nor endorsed by these companies.',
        },
        s5: {
          heading: 'Risk disclosure',
          body: 'Trading futures and forex involves substantial risk of loss and is not suitable for every investor. You may lose some or all of your capital, or even more. Only trade with money you can afford to lose.\n\nThe indicators sold on this website are analysis tools. They are neither investment advice nor a recommendation to buy or sell any financial instrument.',
        },
        s6: {
          heading: 'Hypothetical performance',
          body: 'Hypothetical or simulated performance results have inherent limitations. Unlike an actual performance record, they do not represent actual trading and may under- or over-compensate for the impact of market factors such as lack of liquidity. No representation is made that any account will or is likely to achieve profits or losses similar to those shown.',
        },
        s7: {
          heading: 'Reviews and testimonials',
          body: 'Reviews and testimonials appearing on this website may not be representative of other customers’ experience and are no guarantee of future performance or success.\n\nHow reviews are checked (Directive (EU) 2019/2161, article L111-7-2 of the French Consumer Code): only a signed-in customer whose order of the product is paid (free orders included) can post a review, one per product; a refunded or cancelled order no longer gives that right. Every review is marked “Verified purchase”. No review is invented, bought or written by {{sellerName}}. The average rating and the number of reviews are computed from visible reviews only. A review that breaks the law or is off-topic may be hidden; its author receives the reason by e-mail. The home page’s testimonials are customers’ reviews, shown with their first name and the initial of their last name.',
        },
        s8: {
          heading: 'Liability',
          body: '{{sellerName}} strives to provide accurate and up-to-date information but cannot guarantee it is complete. It cannot be held liable for trading decisions made using its indicators or for any losses that may result.',
        },
      },
    },
    privacy: {
      title: 'Privacy policy',
      intro:
        'This policy explains which personal data we collect, why, how long we keep it and how to exercise your rights, in accordance with the General Data Protection Regulation (GDPR) and the French Data Protection Act.',
      sections: {
        s1: {
          heading: 'Data controller',
          body: 'The data controller is {{sellerName}}. For any question about your data: {{sellerEmail}}.',
        },
        s2: {
          heading: 'Data we collect',
          body: '- Account: name, e-mail address, password (stored only as a secure hash)\n- Billing: name, address, postcode, city, country and, where applicable, VAT number\n- Orders: products bought, amounts, dates, invoices\n- Licences: machine identifier and its associated name (MachineId-Name format)\n- Newsletter: e-mail address and subscription date\n- Contact form: name, e-mail, subject and message\n- Browsing: technical data needed to run the website (IP address, connection logs)',
        },
        s3: {
          heading: 'Purposes and legal bases',
          body: '- Managing your account, orders, downloads and licences: performance of the contract\n- Invoicing and accounting: legal obligation\n- Answering support requests: legitimate interest\n- Sending the newsletter: consent, which you may withdraw at any time\n- Website security and fraud prevention: legitimate interest',
        },
        s4: {
          heading: 'Payment',
          body: 'Card payments are processed by Stripe. You enter your card details directly with Stripe: we never see or store them. We only receive the payment confirmation and the information needed for invoicing.',
        },
        s5: {
          heading: 'Retention periods',
          body: '- Invoices and the order lines they describe: 10 years (French Commercial Code), also after the account is closed\n- Browsing data: 13 months at most\n- Account data: as long as the account is active, then erased or anonymised when the account is closed or after a long period of inactivity\n- Newsletter: until you unsubscribe\n- Contact messages: as long as needed to handle the request',
        },
        s6: {
          heading: 'Recipients',
          body: 'Your data is intended for {{sellerName}} and its technical processors (hosting, e-mail delivery, payment by Stripe), strictly within the scope of their tasks. We never sell or rent your data. Where a processor is located outside the European Union, the transfer is covered by appropriate safeguards such as the European Commission’s standard contractual clauses.',
        },
        s7: {
          heading: 'Security',
          body: 'Traffic to the website is encrypted (HTTPS), passwords are hashed and access to data is limited to the people who need it. Download links are signed and expire after a few minutes.',
        },
        s8: {
          heading: 'Your rights',
          body: 'You have the right to access, rectify, erase, restrict and port your data, the right to object, and the right to give instructions about your data after your death. To exercise them, write to {{sellerEmail}}; we reply within one month.\n\nYou may also lodge a complaint with the French data protection authority, the CNIL (www.cnil.fr).',
        },
        s9: {
          heading: 'Cookies',
          body: 'Our use of cookies and local storage is described in our cookie policy.',
        },
        s10: {
          heading: 'Self-service for your data',
          body: 'From the Profile tab of your account you can download your data, sign out of every device and close your account at any time. A forgotten password is reset from the sign-in page, through a link valid for 1 hour sent to your address.\n\nClosing the account, after you enter your password, erases or anonymises in one go your name, e-mail address, billing address and the IP addresses in our logs; your sessions and licences are revoked and your newsletter subscription ends. Invoices and the order lines they describe are kept for 10 years, as the French Commercial Code requires, with the name and address as printed on the invoice.',
        },
        s11: {
          heading: 'What the “Download my data” file holds',
          body: 'A JSON file generated on demand, for you only:\n\n- format: version of the file format\n- exportedAt: date and time of the export\n- profile.id, profile.name, profile.email: the account id, name and e-mail address\n- profile.emailVerified, profile.pendingEmail: whether the address is verified, and a new address awaiting verification\n- profile.language, profile.isAdmin: language of the e-mails, admin account or not\n- profile.createdAt, profile.lastLoginAt: account creation and last sign-in\n- billing.name, billing.address, billing.zip, billing.city, billing.country, billing.vatNumber: billing details\n- orders: your orders (id, createdAt, status, paidAt, total, currency, invoiceNumber) and their lines (productId, name, unitPrice, quantity); each amount (total, unitPrice) is given in cents with its currency (amount, currency)\n- licences: your licence requests (id, productId, orderId, machineIdName, status, createdAt, signedAt, expiresAt)\n- downloads: the log of your downloads (productId, orderId, fileName, ip, createdAt)\n- newsletter: your subscription (status, subscribedAt, confirmedAt, unsubscribedAt), or null\n- consents.newsletter: whether you currently consent to the newsletter\n- consents.cookies: your cookie choice is kept only in your browser (local storage), never on our servers',
        },
      },
    },
  },
});
