import { defineNamespace } from '../define';
import { accessibilityStatement } from './accessibilityStatement';

/**
 * Texts of the legal and information pages: legal notice, privacy, terms of sale, cookies, refunds,
 * about, FAQ, help, support and the accessibility statement. Each page has a title, an intro and numbered sections
 * (`heading`, `body`); bodies are plain text, paragraphs separated by a blank line, bullets start with "- ".
 */
export const legal = defineNamespace({
  fr: {
    lastUpdated: 'Dernière mise à jour : {{date}}',
    accessibility: accessibilityStatement.fr,
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
          body: 'Le directeur de la publication est le président de {{sellerName}}.',
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
          body: 'Un fichier JSON généré à la demande, pour vous seul :\n\n- format : version du format du fichier\n- exportedAt : date et heure de l’export\n- profile.id, profile.name, profile.email : identifiant, nom et adresse e-mail du compte\n- profile.emailVerified, profile.pendingEmail : adresse vérifiée ou non, nouvelle adresse en attente de vérification\n- profile.language, profile.isAdmin : langue des e-mails, compte administrateur ou non\n- profile.createdAt, profile.lastLoginAt : création du compte et dernière connexion\n- billing.name, billing.address, billing.zip, billing.city, billing.country, billing.vatNumber : coordonnées de facturation\n- orders : vos commandes (id, createdAt, status, paidAt, total, currency, invoiceNumber) et leurs lignes (productId, name, unitPrice, quantity)\n- licences : vos demandes de licence (id, productId, orderId, machineIdName, status, createdAt, signedAt, expiresAt)\n- downloads : le journal de vos téléchargements (productId, orderId, fileName, ip, createdAt)\n- newsletter : votre abonnement (status, subscribedAt, confirmedAt, unsubscribedAt), ou null\n- consents.newsletter : consentement à la newsletter en cours ou non\n- consents.cookies : votre choix sur les cookies n’est conservé que dans votre navigateur (stockage local), jamais sur nos serveurs',
        },
      },
    },
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
          body: 'Envoyez votre demande dans les 7 jours suivant l’achat, via le formulaire de la page Support ou par e-mail à {{sellerEmail}}, en indiquant :\n\n- l’adresse e-mail de votre compte\n- le numéro de commande (visible dans l’onglet Commandes de votre profil)\n- le ou les produits concernés\n- si vous le souhaitez, la raison de votre demande : elle nous aide à améliorer nos produits',
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
          body: 'Oui, grâce à notre garantie « satisfait ou remboursé » de 7 jours. Faites votre demande dans les 7 jours suivant l’achat : nous répondons sous 48 heures ouvrées et remboursons dans les 14 jours suivant l’acceptation.',
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
          body: 'Pour une réponse rapide, précisez si possible :\n\n- le numéro de commande (8 premiers caractères affichés dans l’onglet Commandes)\n- le nom de l’indicateur concerné\n- votre version de NinjaTrader 8 et de Windows\n- votre identifiant MachineId-Name pour une question de licence\n- une capture d’écran du message d’erreur éventuel',
        },
        s4: {
          heading: 'Remboursements',
          body: 'Pour une demande de remboursement dans le cadre de la garantie de 7 jours, indiquez « Remboursement » en objet avec votre numéro de commande. Nous répondons sous 48 heures ouvrées et le remboursement intervient dans les 14 jours suivant l’acceptation.',
        },
        s5: {
          heading: 'Ce que couvre le support',
          body: 'Nous vous aidons pour l’installation, les licences, les téléchargements, la facturation et le paramétrage de nos indicateurs. Nous ne fournissons pas de conseil en investissement ni de recommandation de trading.',
        },
      },
    },
  },
  en: {
    lastUpdated: 'Last updated: {{date}}',
    accessibility: accessibilityStatement.en,
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
          body: 'The publication director is the president of {{sellerName}}.',
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
          body: 'A JSON file generated on demand, for you only:\n\n- format: version of the file format\n- exportedAt: date and time of the export\n- profile.id, profile.name, profile.email: the account id, name and e-mail address\n- profile.emailVerified, profile.pendingEmail: whether the address is verified, and a new address awaiting verification\n- profile.language, profile.isAdmin: language of the e-mails, admin account or not\n- profile.createdAt, profile.lastLoginAt: account creation and last sign-in\n- billing.name, billing.address, billing.zip, billing.city, billing.country, billing.vatNumber: billing details\n- orders: your orders (id, createdAt, status, paidAt, total, currency, invoiceNumber) and their lines (productId, name, unitPrice, quantity)\n- licences: your licence requests (id, productId, orderId, machineIdName, status, createdAt, signedAt, expiresAt)\n- downloads: the log of your downloads (productId, orderId, fileName, ip, createdAt)\n- newsletter: your subscription (status, subscribedAt, confirmedAt, unsubscribedAt), or null\n- consents.newsletter: whether you currently consent to the newsletter\n- consents.cookies: your cookie choice is kept only in your browser (local storage), never on our servers',
        },
      },
    },
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
          body: 'Send your request within 7 days of purchase, using the form on the Support page or by e-mail to {{sellerEmail}}, stating:\n\n- your account e-mail address\n- the order number (shown in the Orders tab of your profile)\n- the product or products concerned\n- if you wish, the reason for your request: it helps us improve our products',
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
          body: 'Yes, thanks to our 7-day money-back guarantee. Send your request within 7 days of purchase: we reply within 48 business hours and refund within 14 days of accepting the request.',
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
          body: 'For a quick answer, please include where possible:\n\n- the order number (first 8 characters shown in the Orders tab)\n- the name of the indicator concerned\n- your NinjaTrader 8 and Windows versions\n- your MachineId-Name identifier for a licence question\n- a screenshot of any error message',
        },
        s4: {
          heading: 'Refunds',
          body: 'For a refund under the 7-day guarantee, put “Refund” in the subject along with your order number. We reply within 48 business hours and the refund is issued within 14 days of acceptance.',
        },
        s5: {
          heading: 'What support covers',
          body: 'We help with installation, licences, downloads, invoicing and the settings of our indicators. We do not provide investment advice or trading recommendations.',
        },
      },
    },
  },
});
