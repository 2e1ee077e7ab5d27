import { defineNamespace } from '../define';

/**
 * The information pages (/about, /faq, /help, /support), rendered like the legal pages: the `legal`
 * namespace includes them.
 */
export const infoPages = defineNamespace({
  fr: {
    about: {
      title: 'À propos',
      intro:
        'Ninja Indicators conçoit des indicateurs et outils pour NinjaTrader 8, destinés aux traders de futures et de forex qui veulent des repères clairs plutôt que des promesses.',
      sections: {
        s1: {
          heading: 'Ce que nous faisons',
          body: 'Nous développons des indicateurs centrés sur ce que le marché montre réellement : le volume échangé à chaque prix, le prix moyen pondéré par les volumes, les niveaux de session et la gestion du risque. Chaque outil fait une chose et la fait proprement.',
        },
        s2: {
          heading: 'Notre approche',
          body: '- Des indicateurs testés sur NinjaTrader 8 avec des données réelles de marché\n- Des réglages documentés, avec des valeurs par défaut raisonnables\n- Une faible consommation de ressources, pour des graphiques fluides\n- Des mises à jour régulières, incluses pour les acheteurs',
        },
        s3: {
          heading: 'Des outils gratuits',
          body: 'VWAP Lite et Trading Sessions sont gratuits. Ils permettent de découvrir notre travail et de vérifier que nos outils conviennent à votre façon de trader avant tout achat.',
        },
        s4: {
          heading: 'Un support humain',
          body: 'Une question sur l’installation, la licence ou un réglage ? Notre équipe répond sous 48 heures ouvrées à {{sellerEmail}} ou via le formulaire de la page Support.',
        },
        s5: {
          heading: 'Transparence',
          body: 'Nos indicateurs sont des outils d’analyse, pas des systèmes de trading garantis. Le trading de futures et de forex comporte un risque de perte substantiel, et aucun indicateur ne peut le supprimer. {{sellerName}} n’est pas affiliée à NinjaTrader.',
        },
      },
    },
    faq: {
      title: 'Questions fréquentes',
      intro:
        'Les réponses aux questions que l’on nous pose le plus souvent. Vous ne trouvez pas la vôtre ? Contactez le support.',
      sections: {
        s1: {
          heading: 'Avec quelle plateforme les indicateurs fonctionnent-ils ?',
          body: 'Avec NinjaTrader 8 uniquement. Ils ne sont pas compatibles avec NinjaTrader 7 ni avec d’autres plateformes.',
        },
        s2: {
          heading: 'Quelle est la configuration requise ?',
          body: '- Windows 10 ou 11, 64 bits\n- 4 Go de RAM minimum\n- NinjaTrader 8, avec un flux de données de marché actif',
        },
        s3: {
          heading: 'Comment installer un indicateur ?',
          body: 'Téléchargez le fichier ZIP depuis votre espace client, ouvrez NinjaTrader, choisissez Tools > Import > NinjaScript Add-On, sélectionnez le ZIP puis redémarrez NinjaTrader. L’indicateur apparaît ensuite dans la liste des indicateurs du graphique.',
        },
        s4: {
          heading: 'Dois-je créer un compte pour acheter ?',
          body: 'Oui. Un compte est nécessaire pour toute commande, y compris pour les indicateurs gratuits : c’est depuis votre espace client que vous téléchargez les fichiers, demandez vos licences et retrouvez vos factures.',
        },
        s5: {
          heading: 'Quels moyens de paiement acceptez-vous ?',
          body: 'Le paiement s’effectue par carte bancaire via Stripe. Vos données de carte sont saisies chez Stripe et ne nous sont jamais transmises.',
        },
        s6: {
          heading: 'Les prix incluent-ils la TVA ?',
          body: 'Oui. Tous les prix sont affichés en euros, TVA comprise. Votre facture PDF détaille le montant hors taxes et la TVA.',
        },
        s7: {
          heading: 'Comment fonctionne la licence ?',
          body: 'Chaque licence est liée à une machine. Dans votre espace client, cliquez sur « Obtenir la licence » et saisissez votre identifiant au format MachineId-Name : l’identifiant de machine affiché par NinjaTrader (Help > 3rd party licensing), un tiret, puis un nom de votre choix, par exemple A1B2C3D4E5F6-BureauPC.',
        },
        s8: {
          heading: 'Puis-je utiliser un indicateur sur plusieurs ordinateurs ?',
          body: 'Chaque exemplaire acheté donne droit à une licence pour une machine. Pour utiliser un indicateur sur deux ordinateurs, achetez deux exemplaires (quantité 2 dans le panier).',
        },
        s9: {
          heading: 'Puis-je être remboursé ?',
          body: 'Oui, grâce à notre garantie « satisfait ou remboursé » de 7 jours. Demandez-le dans les 7 jours suivant l’achat, depuis l’onglet Commandes de votre profil : nous répondons sous 48 heures ouvrées et remboursons dans les 14 jours suivant l’acceptation.',
        },
        s10: {
          heading: 'Les indicateurs gratuits sont-ils limités dans le temps ?',
          body: 'Non. VWAP Lite et Trading Sessions sont gratuits et sans limite de durée. Il suffit de les commander depuis votre compte pour les télécharger.',
        },
        s11: {
          heading: 'Les mises à jour sont-elles incluses ?',
          body: 'Oui. Les nouvelles versions sont disponibles dans votre espace client ; il suffit de télécharger le nouveau ZIP et de l’importer de la même manière.',
        },
        s12: {
          heading: 'Les indicateurs garantissent-ils des gains ?',
          body: 'Non. Ce sont des outils d’aide à l’analyse. Le trading de futures et de forex comporte un risque de perte substantiel, et les performances passées ou hypothétiques ne préjugent pas des résultats futurs.',
        },
      },
    },
    help: {
      title: 'Aide',
      intro: 'Tout ce qu’il faut pour passer de l’achat au premier indicateur sur votre graphique.',
      sections: {
        s1: {
          heading: 'Avant de commencer',
          body: 'Vérifiez que votre ordinateur répond à la configuration requise :\n\n- Windows 10 ou 11, 64 bits\n- 4 Go de RAM minimum\n- NinjaTrader 8 installé et à jour',
        },
        s2: {
          heading: '1. Créer un compte et commander',
          body: 'Créez votre compte, ajoutez les indicateurs au panier puis validez la commande. Les produits payants se règlent par carte via Stripe ; les produits gratuits sont validés sans paiement. Vos indicateurs apparaissent ensuite dans votre profil, onglet Mes indicateurs.',
        },
        s3: {
          heading: '2. Télécharger',
          body: 'Dans l’onglet Mes indicateurs, cliquez sur Télécharger. Le lien de téléchargement est personnel et n’est valable que quelques minutes : s’il a expiré, cliquez simplement de nouveau sur le bouton.',
        },
        s4: {
          heading: '3. Installer dans NinjaTrader',
          body: '- Ouvrez NinjaTrader 8\n- Choisissez Tools > Import > NinjaScript Add-On\n- Sélectionnez le fichier ZIP téléchargé, sans le décompresser\n- Redémarrez NinjaTrader',
        },
        s5: {
          heading: '4. Activer la licence',
          body: 'Dans NinjaTrader, ouvrez Help > 3rd party licensing pour lire votre identifiant de machine. Dans votre espace client, cliquez sur « Obtenir la licence » et saisissez-le au format MachineId-Name (au moins 8 caractères pour l’identifiant, au moins 2 pour le nom). Vous recevez un e-mail dès que la licence est prête.',
        },
        s6: {
          heading: '5. Ajouter l’indicateur au graphique',
          body: 'Faites un clic droit sur le graphique, choisissez Indicateurs, puis sélectionnez l’indicateur dans la liste et réglez ses paramètres. La description détaillée de chaque produit présente ses réglages.',
        },
        s7: {
          heading: 'Dépannage',
          body: '- L’indicateur n’apparaît pas : vérifiez que l’import s’est terminé sans erreur et que NinjaTrader a bien été redémarré\n- Message d’erreur à l’import : assurez-vous d’utiliser NinjaTrader 8 et d’importer le ZIP tel quel\n- Licence refusée : vérifiez que l’identifiant saisi correspond exactement à celui de la machine\n- Téléchargement impossible : reconnectez-vous puis réessayez depuis l’onglet Mes indicateurs\n\nLe problème persiste ? Contactez le support.',
        },
      },
    },
    support: {
      title: 'Support',
      intro:
        'Une question sur une commande, l’installation ou une licence ? Notre équipe est là pour vous aider. Utilisez le formulaire de contact de cette page ou écrivez-nous à {{sellerEmail}}.',
      sections: {
        s1: {
          heading: 'Nous contacter',
          body: 'Le plus simple est le formulaire de contact ci-dessous : indiquez votre nom, votre e-mail, un objet et votre message. Vous pouvez aussi écrire directement à {{sellerEmail}}.',
        },
        s2: {
          heading: 'Délais de réponse',
          body: 'Nous répondons sous 48 heures ouvrées, du lundi au vendredi (hors jours fériés en France). Les demandes reçues le week-end sont traitées dès le jour ouvré suivant.',
        },
        s3: {
          heading: 'Informations utiles',
          body: 'Pour une réponse rapide, précisez si possible :\n\n- le numéro de commande (les 8 derniers caractères, tels qu’affichés dans l’onglet Commandes)\n- le nom de l’indicateur concerné\n- votre version de NinjaTrader 8 et de Windows\n- votre identifiant MachineId-Name pour une question de licence\n- une capture d’écran du message d’erreur éventuel',
        },
        s4: {
          heading: 'Remboursements',
          body: 'Pour un remboursement (garantie de 7 jours), utilisez le bouton « Demander un remboursement » de l’onglet Commandes de votre profil, ou écrivez-nous ici avec « Remboursement » en objet et votre numéro de commande. Nous répondons sous 48 heures ouvrées et le remboursement intervient dans les 14 jours suivant l’acceptation.',
        },
        s5: {
          heading: 'Ce que couvre le support',
          body: 'Nous vous aidons pour l’installation, les licences, les téléchargements, la facturation et le paramétrage de nos indicateurs. Nous ne fournissons pas de conseil en investissement ni de recommandation de trading.',
        },
      },
    },
  },
  en: {
    about: {
      title: 'About us',
      intro:
        'Ninja Indicators designs indicators and tools for NinjaTrader 8, for futures and forex traders who want clear reference points rather than promises.',
      sections: {
        s1: {
          heading: 'What we do',
          body: 'We build indicators focused on what the market actually shows: volume traded at each price, the volume-weighted average price, session levels and risk management. Each tool does one thing and does it properly.',
        },
        s2: {
          heading: 'Our approach',
          body: '- Indicators tested on NinjaTrader 8 with real market data\n- Documented settings with sensible defaults\n- Low resource usage, for smooth charts\n- Regular updates, included for buyers',
        },
        s3: {
          heading: 'Free tools',
          body: 'VWAP Lite and Trading Sessions are free. They let you try our work and check that our tools suit the way you trade before you buy anything.',
        },
        s4: {
          heading: 'Support from real people',
          body: 'A question about installation, licensing or a setting? Our team replies within 48 business hours at {{sellerEmail}} or through the form on the Support page.',
        },
        s5: {
          heading: 'Transparency',
          body: 'Our indicators are analysis tools, not guaranteed trading systems. Trading futures and forex involves substantial risk of loss, and no indicator can remove it. {{sellerName}} is not affiliated with NinjaTrader.',
        },
      },
    },
    faq: {
      title: 'Frequently asked questions',
      intro: 'Answers to the questions we are asked most often. Can’t find yours? Contact support.',
      sections: {
        s1: {
          heading: 'Which platform do the indicators work with?',
          body: 'NinjaTrader 8 only. They are not compatible with NinjaTrader 7 or other platforms.',
        },
        s2: {
          heading: 'What are the requirements?',
          body: '- Windows 10 or 11, 64-bit\n- At least 4 GB of RAM\n- NinjaTrader 8, with an active market data feed',
        },
        s3: {
          heading: 'How do I install an indicator?',
          body: 'Download the ZIP file from your customer area, open NinjaTrader, choose Tools > Import > NinjaScript Add-On, select the ZIP, then restart NinjaTrader. The indicator then appears in the chart’s indicator list.',
        },
        s4: {
          heading: 'Do I need an account to buy?',
          body: 'Yes. An account is required for every order, including free indicators: your customer area is where you download files, request licences and find your invoices.',
        },
        s5: {
          heading: 'Which payment methods do you accept?',
          body: 'Payment is made by card through Stripe. Your card details are entered with Stripe and are never passed on to us.',
        },
        s6: {
          heading: 'Do prices include VAT?',
          body: 'Yes. All prices are shown in euros, VAT included. Your PDF invoice shows the net amount and the VAT.',
        },
        s7: {
          heading: 'How does licensing work?',
          body: 'Each licence is tied to one machine. In your customer area, click “Get licence” and enter your identifier in the MachineId-Name format: the machine ID shown by NinjaTrader (Help > 3rd party licensing), a dash, then a name of your choice, for example A1B2C3D4E5F6-DeskPC.',
        },
        s8: {
          heading: 'Can I use an indicator on several computers?',
          body: 'Each copy bought entitles you to one licence for one machine. To use an indicator on two computers, buy two copies (quantity 2 in the cart).',
        },
        s9: {
          heading: 'Can I get a refund?',
          body: 'Yes, thanks to our 7-day money-back guarantee. Ask within 7 days of purchase, from the Orders tab of your profile: we reply within 48 business hours and refund within 14 days of accepting the request.',
        },
        s10: {
          heading: 'Are the free indicators time-limited?',
          body: 'No. VWAP Lite and Trading Sessions are free with no time limit. Just order them from your account to download them.',
        },
        s11: {
          heading: 'Are updates included?',
          body: 'Yes. New versions are available in your customer area; simply download the new ZIP and import it the same way.',
        },
        s12: {
          heading: 'Do the indicators guarantee profits?',
          body: 'No. They are analysis tools. Trading futures and forex involves substantial risk of loss, and past or hypothetical performance is not indicative of future results.',
        },
      },
    },
    help: {
      title: 'Help',
      intro: 'Everything you need to go from purchase to your first indicator on a chart.',
      sections: {
        s1: {
          heading: 'Before you start',
          body: 'Check that your computer meets the requirements:\n\n- Windows 10 or 11, 64-bit\n- At least 4 GB of RAM\n- NinjaTrader 8 installed and up to date',
        },
        s2: {
          heading: '1. Create an account and order',
          body: 'Create your account, add indicators to your cart and confirm the order. Paid products are paid by card through Stripe; free products are confirmed without payment. Your indicators then appear in your profile, My indicators tab.',
        },
        s3: {
          heading: '2. Download',
          body: 'In the My indicators tab, click Download. The download link is personal and only valid for a few minutes: if it has expired, simply click the button again.',
        },
        s4: {
          heading: '3. Install in NinjaTrader',
          body: '- Open NinjaTrader 8\n- Choose Tools > Import > NinjaScript Add-On\n- Select the downloaded ZIP file, without unzipping it\n- Restart NinjaTrader',
        },
        s5: {
          heading: '4. Activate the licence',
          body: 'In NinjaTrader, open Help > 3rd party licensing to read your machine ID. In your customer area, click “Get licence” and enter it in the MachineId-Name format (at least 8 characters for the ID, at least 2 for the name). You receive an e-mail as soon as the licence is ready.',
        },
        s6: {
          heading: '5. Add the indicator to a chart',
          body: 'Right-click the chart, choose Indicators, then pick the indicator from the list and adjust its settings. Each product’s detailed description explains its settings.',
        },
        s7: {
          heading: 'Troubleshooting',
          body: '- The indicator does not appear: check that the import finished without errors and that NinjaTrader was restarted\n- Error message during import: make sure you are using NinjaTrader 8 and importing the ZIP as is\n- Licence refused: check that the identifier you entered matches the machine’s exactly\n- Download fails: sign in again and retry from the My indicators tab\n\nStill stuck? Contact support.',
        },
      },
    },
    support: {
      title: 'Support',
      intro:
        'A question about an order, installation or a licence? Our team is here to help. Use the contact form on this page or write to us at {{sellerEmail}}.',
      sections: {
        s1: {
          heading: 'Contact us',
          body: 'The easiest way is the contact form below: enter your name, your e-mail, a subject and your message. You can also write directly to {{sellerEmail}}.',
        },
        s2: {
          heading: 'Response times',
          body: 'We reply within 48 business hours, Monday to Friday (excluding French public holidays). Requests received at the weekend are handled on the next business day.',
        },
        s3: {
          heading: 'Useful information',
          body: 'For a quick answer, please include where possible:\n\n- the order number (the last 8 characters, as shown in the Orders tab)\n- the name of the indicator concerned\n- your NinjaTrader 8 and Windows versions\n- your MachineId-Name identifier for a licence question\n- a screenshot of any error message',
        },
        s4: {
          heading: 'Refunds',
          body: 'For a refund (7-day guarantee), use the “Request a refund” button in the Orders tab of your profile, or write to us here with “Refund” in the subject and your order number. We reply within 48 business hours and the refund is issued within 14 days of acceptance.',
        },
        s5: {
          heading: 'What support covers',
          body: 'We help with installation, licences, downloads, invoicing and the settings of our indicators. We do not provide investment advice or trading recommendations.',
        },
      },
    },
  },
});
