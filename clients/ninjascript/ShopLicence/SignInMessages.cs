// What the buyer reads while signing in from the indicator, in French or English after the platform's culture
// (as Messages.cs). {0}: the product. A refusal the shop explains (seats full, unknown product) is shown in the
// shop's own words instead, which the shop translates after the Accept-Language the host sends.
using System;
using System.Globalization;

namespace ShopLicensing
{
    public static class SignInMessages
    {
        static string Pick(CultureInfo culture, string english, string french)
        {
            return culture != null && culture.TwoLetterISOLanguageName == "fr" ? french : english;
        }

        /// <summary>{1}: the shop's /activate address, {2}: the code, {3}: its minutes.</summary>
        public static string Prompt(CultureInfo culture, string product, string address, string userCode, int minutes)
        {
            return string.Format(Pick(culture,
                "To use {0} on this computer, sign in to the shop: open {1} and enter the code {2} (valid {3} minutes).",
                "Pour utiliser {0} sur cet ordinateur, connectez-vous à la boutique : ouvrez {1} et saisissez le code {2} (valable {3} minutes)."),
                product, address, userCode, minutes);
        }

        public static string Denied(CultureInfo culture, string product)
        {
            return string.Format(Pick(culture,
                "The sign-in of {0} on this computer was denied on the shop. Restart the indicator to sign in again.",
                "La connexion de {0} sur cet ordinateur a été refusée sur la boutique. Redémarrez l'indicateur pour vous reconnecter."), product);
        }

        public static string Expired(CultureInfo culture, string product)
        {
            return string.Format(Pick(culture,
                "The sign-in code for {0} expired before it was approved. Restart the indicator for a new code.",
                "Le code de connexion de {0} a expiré avant d'être approuvé. Redémarrez l'indicateur pour obtenir un nouveau code."), product);
        }

        public static string Unreachable(CultureInfo culture, string product)
        {
            return string.Format(Pick(culture,
                "The shop could not be reached to sign in {0} on this computer. Check the connection, then restart the indicator.",
                "La boutique n'a pas pu être jointe pour connecter {0} sur cet ordinateur. Vérifiez la connexion, puis redémarrez l'indicateur."), product);
        }

        public static string Cancelled(CultureInfo culture, string product)
        {
            return string.Format(Pick(culture,
                "The sign-in of {0} on this computer was stopped: the indicator was removed from every chart. Add it again to sign in.",
                "La connexion de {0} sur cet ordinateur a été arrêtée : l'indicateur a été retiré de tous les graphiques. Ajoutez-le de nouveau pour vous connecter."), product);
        }

        public static string Refused(CultureInfo culture, string product)
        {
            return string.Format(Pick(culture,
                "The shop refused the sign-in of {0} on this computer. Restart the indicator to try again.",
                "La boutique a refusé la connexion de {0} sur cet ordinateur. Redémarrez l'indicateur pour réessayer."), product);
        }

        public static string FileRefused(CultureInfo culture, string product)
        {
            return string.Format(Pick(culture,
                "The shop sent a licence file for {0} that does not check here (not signed by this shop, or for another computer or indicator): it was not saved. Restart the indicator to try again.",
                "La boutique a envoyé un fichier de licence de {0} qui ne se vérifie pas ici (non signé par cette boutique, ou pour un autre ordinateur ou indicateur) : il n'a pas été enregistré. Redémarrez l'indicateur pour réessayer."), product);
        }

        /// <summary>A seat file past its validity, kept while the shop cannot be reached. {1}: the grace's end (UTC).</summary>
        public static string Grace(CultureInfo culture, string product, DateTime graceUntilUtc)
        {
            return string.Format(CultureInfo.InvariantCulture, Pick(culture,
                "The shop could not be reached to renew the licence of {0}: it keeps working offline until {1:yyyy-MM-dd HH:mm} UTC.",
                "La boutique n'a pas pu être jointe pour renouveler la licence de {0} : elle reste utilisable hors ligne jusqu'au {1:yyyy-MM-dd HH:mm} UTC."),
                product, graceUntilUtc);
        }
    }
}
