import { defineNamespace } from '../define';

/**
 * The accessibility statement (/accessibility), rendered like the legal pages: the `legal` namespace
 * includes it under `accessibility`. Kept in its own file so the statement can follow each new audit.
 */
export const accessibilityStatement = defineNamespace({
  fr: {
    title: 'Déclaration d’accessibilité',
    intro:
      '{{sellerName}} s’engage à rendre ce site accessible à toutes et tous, y compris aux personnes qui naviguent au clavier, avec un lecteur d’écran, un zoom important ou une sensibilité aux animations. La cible est le niveau AA des WCAG 2.2, qui couvre le RGAA 4.1 et la norme européenne EN 301 549 exigée par l’European Accessibility Act.',
    sections: {
      s1: {
        heading: 'État de conformité',
        body: 'Le site est partiellement conforme aux WCAG 2.2 niveau AA : les tests automatisés ne relèvent plus aucune erreur sur les pages et états listés ci-dessous, mais aucun audit manuel complet par un organisme tiers n’a encore été réalisé.',
      },
      s2: {
        heading: 'Ce qui a été testé',
        body: 'En français et en anglais, sur ordinateur (1280 px) et sur mobile (390 px) :\n\n- l’accueil, le catalogue, les indicateurs gratuits, les fiches produit et la page NinjaTrader\n- le panier vide et le panier avec des articles, la commande gratuite, sa progression et la page de confirmation\n- la connexion et l’inscription, y compris leurs messages d’erreur\n- le profil, ses onglets et les fenêtres de profil, de facturation, de fermeture de compte et de licence\n- les pages légales et d’information, cette déclaration et la page introuvable\n- le bandeau cookies (y compris au survol de son lien), ses réglages, la fenêtre de garantie, le menu des langues, le menu du compte et le menu mobile\n- chaque onglet de l’administration, la mise en place de la double authentification et la saisie du code à la connexion',
      },
      s3: {
        heading: 'Avec quels outils',
        body: 'Chaque version du site passe des tests automatisés avant sa mise en ligne :\n\n- axe-core (Deque) dans Chromium, piloté par Playwright, sur toutes les règles, y compris la correspondance entre texte visible et nom accessible ; toute anomalie bloque la publication\n- des parcours au clavier seul : ajout au panier et commande gratuite, connexion, ouverture et fermeture de chaque fenêtre avec retour du focus, menu des langues et menu mobile\n- des parcours au clavier pour le menu du compte (flèches, Échap qui rend le focus au bouton) et le carrousel d’images des fiches produit (boutons et flèches gauche et droite, diapositives annoncées « 1 sur 3 »)\n- l’affichage à 320 px de large et à un zoom de 200 % : aucun défilement horizontal sur les pages de la boutique et du compte\n- la taille des cibles tactiles : au moins 24 × 24 px pour chaque commande sur mobile, hors liens dans le texte\n- les annonces aux lecteurs d’écran : les messages de la newsletter, du contact, des licences, des factures, des téléchargements, du panier et de la commande gratuite arrivent dans une zone annoncée (role="status"), et les erreurs de formulaire sont liées à leurs champs (aria-invalid, aria-describedby)\n- la préférence « réduire les animations » : barres de progression, compte à rebours et fenêtre sans animation\n- une palette de couleurs définie en un seul endroit et vérifiée pour un contraste d’au moins 4,5:1 pour le texte et 3:1 pour les composants et le focus',
      },
      s4: {
        heading: 'Limites connues',
        body: '- Les fichiers fournis par la plateforme de trading (indicateurs, documentation PDF de tiers) ne relèvent pas de ce site.\n- La page de paiement par carte est hébergée par notre prestataire de paiement et suit sa propre politique d’accessibilité.',
      },
      s5: {
        heading: 'Signaler un problème',
        body: 'Si un contenu ou une fonction vous est inaccessible, écrivez-nous à {{sellerEmail}} ou utilisez le formulaire de la page Support, avec l’objet « Accessibilité ». Indiquez la page, ce que vous cherchiez à faire et, si possible, votre navigateur et votre aide technique. Nous répondons sous 48 heures ouvrées et vous proposons une alternative accessible en attendant la correction.',
      },
      s6: {
        heading: 'Voies de recours',
        body: 'Si notre réponse ne vous satisfait pas, vous pouvez saisir le Défenseur des droits (formulaire en ligne sur defenseurdesdroits.fr, ou courrier gratuit : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07).',
      },
    },
  },
  en: {
    title: 'Accessibility statement',
    intro:
      '{{sellerName}} is committed to making this website usable by everyone, including people who browse with a keyboard, a screen reader, strong zoom or a sensitivity to motion. The target is WCAG 2.2 level AA, which covers the French RGAA 4.1 and the European standard EN 301 549 required by the European Accessibility Act.',
    sections: {
      s1: {
        heading: 'Compliance status',
        body: 'The website partially conforms to WCAG 2.2 level AA: automated tests no longer report any error on the pages and states listed below, but no full manual audit by a third party has been carried out yet.',
      },
      s2: {
        heading: 'What was tested',
        body: 'In French and in English, on desktop (1280 px) and on mobile (390 px):\n\n- the home page, the catalogue, the free indicators, the product pages and the NinjaTrader page\n- the empty cart and the cart with items, the free checkout, its progress and the confirmation page\n- sign-in and registration, including their error messages\n- the profile, its tabs and the profile, billing, account closing and licence dialogs\n- the legal and information pages, this statement and the not-found page\n- the cookie banner (including its link hovered), its settings, the guarantee popup, the language menu, the account menu and the mobile menu\n- every admin tab, two-factor sign-in set-up and the code step of signing in',
      },
      s3: {
        heading: 'With which tools',
        body: 'Every version of the website passes automated tests before it goes live:\n\n- axe-core (Deque) in Chromium, driven by Playwright, with every rule, including the match between visible text and accessible name; any issue blocks the release\n- keyboard-only journeys: adding to the cart and the free checkout, signing in, opening and closing each dialog with focus returning, the language menu and the mobile menu\n- keyboard journeys for the account menu (arrow keys, Escape returning focus to its button) and the product image carousel (buttons and left and right arrows, slides announced as “1 of 3”)\n- display at 320 px wide and at 200 % zoom: no horizontal scrolling on the shop and account pages\n- touch target size: at least 24 × 24 px for every control on mobile, except links within text\n- screen-reader announcements: the newsletter, contact, licence, invoice, download, cart and free checkout messages land in an announced region (role="status"), and form errors are tied to their fields (aria-invalid, aria-describedby)\n- the “reduce motion” preference: progress bars, countdown and dialog without animation\n- a colour palette defined in one place and checked for a contrast of at least 4.5:1 for text and 3:1 for components and focus',
      },
      s4: {
        heading: 'Known limitations',
        body: '- Files delivered for the trading platform (indicators, third-party PDF documentation) are outside this website.\n- The card payment page is hosted by our payment provider and follows its own accessibility policy.',
      },
      s5: {
        heading: 'Report a problem',
        body: 'If some content or feature is not accessible to you, write to {{sellerEmail}} or use the form on the Support page with the subject “Accessibility”. Tell us the page, what you were trying to do and, if you can, your browser and assistive technology. We reply within 48 business hours and offer an accessible alternative until the fix is live.',
      },
      s6: {
        heading: 'Further recourse',
        body: 'If our answer does not satisfy you, you may contact the French Défenseur des droits (online form at defenseurdesdroits.fr, or free post: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07).',
      },
    },
  },
});
