import { defineNamespace } from '../define';

/**
 * The terms of sale (/terms), the cookie policy (/cookies) and the refund policy (/refund), rendered like
 * the other legal pages: the `legal` namespace includes them.
 */
export const saleTerms = defineNamespace({
  fr: {
    terms: {
      title: 'Conditions générales de vente',
      intro:
        'Les présentes conditions générales de vente (CGV) régissent les ventes d’indicateurs téléchargeables pour NinjaTrader 8 conclues sur ce site entre {{sellerName}} et ses clients. Toute commande vaut acceptation des CGV en vigueur à sa date.',
      sections: {
        s1: {
          heading: 'Vendeur',
          body: '{{sellerName}}, dont les coordonnées figurent dans les mentions légales. Contact : {{sellerEmail}}.',
        },
        s2: {
          heading: 'Produits',
          body: 'Les produits sont des indicateurs et outils logiciels (add-ons NinjaScript) fournis sous forme de fichiers ZIP à télécharger. Leurs caractéristiques sont décrites sur chaque fiche produit.\n\nConfiguration requise :\n- Windows 10 ou 11, 64 bits\n- 4 Go de RAM minimum\n- NinjaTrader 8\n\nIl appartient au client de vérifier la compatibilité de son équipement avant l’achat. La plateforme NinjaTrader et les flux de données de marché ne sont pas fournis.',
        },
        s3: {
          heading: 'Compte client',
          body: 'Un compte client est nécessaire pour passer commande, y compris pour les indicateurs gratuits. Le client garantit l’exactitude des informations fournies et reste responsable de la confidentialité de son mot de passe.',
        },
        s4: {
          heading: 'Prix',
          body: 'Les prix sont indiqués en euros, toutes taxes comprises (TTC). La facture détaille le montant hors taxes, la TVA et le montant TTC. Le prix applicable est celui affiché au moment de la validation de la commande.',
        },
        s5: {
          heading: 'Commande et paiement',
          body: 'Le client ajoute les produits à son panier, vérifie le récapitulatif puis valide la commande. Le paiement s’effectue par carte bancaire via la plateforme sécurisée Stripe ; la commande est confirmée dès l’acceptation du paiement. Une commande composée uniquement de produits gratuits est validée sans paiement.\n\nUn e-mail de confirmation est envoyé et la facture au format PDF est disponible dans l’espace client, onglet Commandes.',
        },
        s6: {
          heading: 'Livraison',
          body: 'Les produits sont mis à disposition immédiatement après la confirmation de la commande, dans l’espace client (onglet Mes indicateurs), sous forme de fichiers ZIP téléchargeables.\n\nInstallation : téléchargez le ZIP, ouvrez NinjaTrader, choisissez Tools > Import > NinjaScript Add-On, sélectionnez le fichier ZIP puis redémarrez NinjaTrader.',
        },
        s7: {
          heading: 'Licence d’utilisation',
          body: 'Chaque achat confère une licence d’utilisation personnelle, non exclusive et non cessible. La licence est liée à un identifiant de machine : le client la demande depuis son espace client en indiquant son identifiant au format MachineId-Name (par exemple A1B2C3D4E5F6-BureauPC). Chaque exemplaire acheté permet une licence pour une machine.\n\nIl est interdit de copier, revendre, partager, décompiler ou modifier les indicateurs, sauf dans les limites permises par la loi.',
        },
        s8: {
          heading: 'Droit de rétractation',
          body: 'Conformément à l’article L221-28 13° du Code de la consommation, le droit de rétractation de 14 jours ne peut pas être exercé pour un contenu numérique fourni sur un support immatériel dont l’exécution a commencé avec l’accord préalable exprès du consommateur, qui a renoncé à ce droit.\n\nEn validant sa commande, le client demande expressément la mise à disposition immédiate des fichiers et reconnaît perdre son droit de rétractation dès que le contenu est mis à sa disposition.',
        },
        s9: {
          heading: 'Garantie satisfait ou remboursé de 7 jours',
          body: 'Indépendamment du droit de rétractation, nous offrons une garantie commerciale « satisfait ou remboursé » de 7 jours. Toute demande de remboursement doit être faite dans les 7 jours suivant l’achat. Nous répondons sous 48 heures ouvrées et le remboursement intervient dans les 14 jours suivant l’acceptation de la demande. Les modalités sont détaillées dans la politique de remboursement.',
        },
        s10: {
          heading: 'Responsabilité et risques',
          body: 'Les indicateurs sont des outils d’aide à l’analyse et ne constituent pas un conseil en investissement. Le trading de futures et de forex comporte un risque de perte substantiel. Les performances passées ou hypothétiques ne préjugent pas des résultats futurs. {{sellerName}} ne peut être tenue responsable des pertes de trading, ni des interruptions de la plateforme NinjaTrader, du flux de données ou de la connexion du client.',
        },
        s11: {
          heading: 'Garanties légales',
          body: 'Le client consommateur bénéficie de la garantie légale de conformité applicable aux contenus numériques (articles L224-25-12 et suivants du Code de la consommation). En cas de défaut, contactez le support : nous corrigeons le produit ou, à défaut, le remboursons.',
        },
        s12: {
          heading: 'Droit applicable et litiges',
          body: 'Les présentes CGV sont soumises au droit français. En cas de litige, le client est invité à contacter d’abord le support afin de rechercher une solution amiable. Le client consommateur peut recourir gratuitement à un médiateur de la consommation, dont les coordonnées sont communiquées sur demande. À défaut d’accord, les tribunaux français sont compétents.',
        },
      },
    },
    cookies: {
      title: 'Politique relative aux cookies',
      intro:
        'Cette page explique comment le site utilise les cookies et le stockage local de votre navigateur, et comment gérer vos choix.',
      sections: {
        s1: {
          heading: 'Qu’est-ce qu’un cookie ?',
          body: 'Un cookie est un petit fichier déposé sur votre appareil lors de la visite d’un site. Le stockage local (localStorage) et le stockage de session (sessionStorage) sont des mécanismes voisins qui conservent des informations dans votre navigateur. Cette politique s’applique à l’ensemble de ces traceurs.',
        },
        s2: {
          heading: 'Stockage essentiel',
          body: 'Ces éléments sont indispensables au fonctionnement du site et ne nécessitent pas votre consentement :\n\n- Session : vous garder connecté à votre compte\n- Panier : conserver les articles ajoutés (ils expirent après 30 jours)\n- Langue : mémoriser la langue choisie (français ou anglais), dans le stockage local et dans le cookie « lang » (un an), que le serveur lit pour afficher les pages dans cette langue\n- Consentement : enregistrer votre choix concernant les cookies\n\nLe paiement par carte s’effectue sur la page sécurisée de Stripe, qui dépose ses propres cookies nécessaires à la prévention de la fraude.',
        },
        s3: {
          heading: 'Cookies optionnels',
          body: 'Avec votre accord, des cookies optionnels peuvent servir à mesurer l’audience du site ou à afficher des contenus de partenaires (par exemple un module de partenaire sur la page des indicateurs gratuits). Ils ne sont déposés que si vous les acceptez, et les données associées sont conservées 13 mois au maximum.',
        },
        s4: {
          heading: 'Gérer vos choix',
          body: 'Lors de votre première visite, un bandeau vous propose trois options :\n\n- Accepter : autorise l’ensemble des cookies\n- Refuser : seuls les éléments essentiels sont utilisés\n- Personnaliser : choisir catégorie par catégorie\n\nRefuser n’empêche pas d’utiliser le site ni d’acheter. Vous pouvez modifier votre choix à tout moment en effaçant les données du site dans les réglages de votre navigateur : le bandeau s’affichera de nouveau.',
        },
        s5: {
          heading: 'Contact',
          body: 'Pour toute question sur les cookies : {{sellerEmail}}.',
        },
      },
    },
    refund: {
      title: 'Politique de remboursement',
      intro:
        'Nous voulons que nos indicateurs vous soient réellement utiles. Si ce n’est pas le cas, notre garantie « satisfait ou remboursé » de 7 jours vous permet d’être remboursé.',
      sections: {
        s1: {
          heading: 'Garantie de 7 jours',
          body: 'Tout indicateur payant peut faire l’objet d’une demande de remboursement dans les 7 jours suivant la date d’achat, sans avoir à justifier votre décision. Cette garantie commerciale s’ajoute à vos droits légaux.',
        },
        s2: {
          heading: 'Comment faire une demande',
          body: 'Envoyez votre demande dans les 7 jours suivant l’achat depuis l’onglet Commandes de votre profil (bouton « Demander un remboursement » : choisissez les produits, et si vous le souhaitez la raison), ou via le formulaire de la page Support ou par e-mail à {{sellerEmail}}, en indiquant :\n\n- l’adresse e-mail de votre compte\n- le numéro de commande (visible dans l’onglet Commandes de votre profil)\n- le ou les produits concernés\n- si vous le souhaitez, la raison de votre demande : elle nous aide à améliorer nos produits',
        },
        s3: {
          heading: 'Délais de traitement',
          body: '- Réponse à votre demande : sous 48 heures ouvrées\n- Remboursement : dans les 14 jours suivant l’acceptation de la demande\n\nLe remboursement est effectué via Stripe, sur la carte utilisée lors de l’achat. Le délai d’apparition sur votre relevé dépend ensuite de votre banque.',
        },
        s4: {
          heading: 'Conséquences du remboursement',
          body: 'Après remboursement, les licences associées à la commande sont désactivées et le produit n’est plus téléchargeable depuis votre espace client. Vous vous engagez à supprimer l’indicateur de NinjaTrader et toutes ses copies.',
        },
        s5: {
          heading: 'Exclusions',
          body: '- Les demandes reçues plus de 7 jours après l’achat\n- Les produits gratuits, qui n’ont donné lieu à aucun paiement\n- Les demandes répétées ou abusives portant sur un même produit',
        },
        s6: {
          heading: 'Droit de rétractation',
          body: 'Le droit de rétractation légal de 14 jours ne s’applique pas aux contenus numériques mis à disposition immédiatement avec votre accord exprès, comme le précisent nos conditions générales de vente. La garantie de 7 jours décrite ici est un engagement commercial volontaire de notre part.',
        },
      },
    },
  },
  en: {
    terms: {
      title: 'Terms of sale',
      intro:
        'These general terms of sale govern the sale of downloadable NinjaTrader 8 indicators on this website between {{sellerName}} and its customers. Placing an order means accepting the terms in force on the order date.',
      sections: {
        s1: {
          heading: 'Seller',
          body: '{{sellerName}}, whose details appear in the legal notice. Contact: {{sellerEmail}}.',
        },
        s2: {
          heading: 'Products',
          body: 'The products are software indicators and tools (NinjaScript add-ons) delivered as downloadable ZIP files. Their characteristics are described on each product page.\n\nRequirements:\n- Windows 10 or 11, 64-bit\n- At least 4 GB of RAM\n- NinjaTrader 8\n\nCustomers are responsible for checking that their equipment is compatible before buying. The NinjaTrader platform and market data feeds are not supplied.',
        },
        s3: {
          heading: 'Customer account',
          body: 'An account is required to place an order, including for free indicators. Customers guarantee that the information they provide is accurate and are responsible for keeping their password confidential.',
        },
        s4: {
          heading: 'Prices',
          body: 'Prices are shown in euros, including VAT. The invoice shows the net amount, the VAT and the gross amount. The applicable price is the one displayed when the order is confirmed.',
        },
        s5: {
          heading: 'Ordering and payment',
          body: 'Customers add products to their cart, review the summary and confirm the order. Payment is made by card through the secure Stripe platform; the order is confirmed as soon as the payment is accepted. An order made up only of free products is confirmed without payment.\n\nA confirmation e-mail is sent and the PDF invoice is available in the customer area, Orders tab.',
        },
        s6: {
          heading: 'Delivery',
          body: 'Products are made available immediately after the order is confirmed, in the customer area (My indicators tab), as downloadable ZIP files.\n\nInstallation: download the ZIP, open NinjaTrader, choose Tools > Import > NinjaScript Add-On, select the ZIP file, then restart NinjaTrader.',
        },
        s7: {
          heading: 'Licence',
          body: 'Each purchase grants a personal, non-exclusive and non-transferable licence. The licence is tied to a machine identifier: customers request it from their customer area by entering their identifier in the MachineId-Name format (for example A1B2C3D4E5F6-DeskPC). Each copy bought allows one licence for one machine.\n\nCopying, reselling, sharing, decompiling or modifying the indicators is prohibited, except as permitted by law.',
        },
        s8: {
          heading: 'Right of withdrawal',
          body: 'Under Article L221-28 13° of the French Consumer Code, the 14-day right of withdrawal cannot be exercised for digital content not supplied on a tangible medium once performance has begun with the consumer’s prior express consent and acknowledgement that the right is lost.\n\nBy confirming the order, customers expressly request immediate access to the files and acknowledge that they lose their right of withdrawal once the content is made available to them.',
        },
        s9: {
          heading: '7-day money-back guarantee',
          body: 'Regardless of the right of withdrawal, we offer a 7-day money-back commercial guarantee. Refund requests must be made within 7 days of purchase. We reply within 48 business hours, and the refund is issued within 14 days of the request being accepted. Details are given in the refund policy.',
        },
        s10: {
          heading: 'Liability and risk',
          body: 'The indicators are analysis tools and do not constitute investment advice. Trading futures and forex involves substantial risk of loss. Past or hypothetical performance is not indicative of future results. {{sellerName}} cannot be held liable for trading losses, nor for interruptions of the NinjaTrader platform, the data feed or the customer’s connection.',
        },
        s11: {
          heading: 'Statutory warranties',
          body: 'Consumers benefit from the statutory conformity warranty for digital content (Articles L224-25-12 et seq. of the French Consumer Code). If a product is defective, contact support: we will fix it or, failing that, refund it.',
        },
        s12: {
          heading: 'Governing law and disputes',
          body: 'These terms are governed by French law. In the event of a dispute, customers are invited to contact support first to seek an amicable solution. Consumers may use a consumer mediator free of charge, whose details are available on request. Failing agreement, the French courts have jurisdiction.',
        },
      },
    },
    cookies: {
      title: 'Cookie policy',
      intro:
        'This page explains how the website uses cookies and your browser’s local storage, and how to manage your choices.',
      sections: {
        s1: {
          heading: 'What is a cookie?',
          body: 'A cookie is a small file stored on your device when you visit a website. Local storage (localStorage) and session storage (sessionStorage) are similar mechanisms that keep information in your browser. This policy covers all of them.',
        },
        s2: {
          heading: 'Essential storage',
          body: 'These items are needed for the website to work and do not require your consent:\n\n- Session: keeps you signed in to your account\n- Cart: keeps the items you added (they expire after 30 days)\n- Language: remember the language you chose (French or English), in local storage and in the “lang” cookie (one year), which the server reads to show pages in that language\n- Consent: records your cookie choice\n\nCard payment takes place on Stripe’s secure page, which sets its own cookies needed for fraud prevention.',
        },
        s3: {
          heading: 'Optional cookies',
          body: 'With your consent, optional cookies may be used to measure audience or to display partner content (for example a partner widget on the free indicators page). They are only set if you accept them, and the related data is kept for 13 months at most.',
        },
        s4: {
          heading: 'Managing your choices',
          body: 'On your first visit, a banner offers three options:\n\n- Accept: allows all cookies\n- Decline: only essential storage is used\n- Customise: choose category by category\n\nDeclining does not stop you from using the website or buying. You can change your choice at any time by clearing this website’s data in your browser settings: the banner will then appear again.',
        },
        s5: {
          heading: 'Contact',
          body: 'For any question about cookies: {{sellerEmail}}.',
        },
      },
    },
    refund: {
      title: 'Refund policy',
      intro:
        'We want our indicators to be genuinely useful to you. If they are not, our 7-day money-back guarantee lets you get your money back.',
      sections: {
        s1: {
          heading: '7-day guarantee',
          body: 'You may request a refund for any paid indicator within 7 days of the purchase date, without having to justify your decision. This commercial guarantee is in addition to your statutory rights.',
        },
        s2: {
          heading: 'How to request a refund',
          body: 'Send your request within 7 days of purchase from the Orders tab of your profile (the “Request a refund” button: choose the products and, if you wish, the reason), or using the form on the Support page or by e-mail to {{sellerEmail}}, stating:\n\n- your account e-mail address\n- the order number (shown in the Orders tab of your profile)\n- the product or products concerned\n- if you wish, the reason for your request: it helps us improve our products',
        },
        s3: {
          heading: 'Processing times',
          body: '- Reply to your request: within 48 business hours\n- Refund: within 14 days of the request being accepted\n\nThe refund is made through Stripe to the card used for the purchase. How long it then takes to appear on your statement depends on your bank.',
        },
        s4: {
          heading: 'What happens after a refund',
          body: 'Once refunded, the licences linked to the order are deactivated and the product can no longer be downloaded from your customer area. You agree to remove the indicator from NinjaTrader along with any copies.',
        },
        s5: {
          heading: 'Exclusions',
          body: '- Requests received more than 7 days after purchase\n- Free products, for which no payment was made\n- Repeated or abusive requests for the same product',
        },
        s6: {
          heading: 'Right of withdrawal',
          body: 'The statutory 14-day right of withdrawal does not apply to digital content made available immediately with your express consent, as set out in our terms of sale. The 7-day guarantee described here is a voluntary commercial commitment on our part.',
        },
      },
    },
  },
});
