// The one message a buyer sees, in French or English after the platform's culture, with the page where
// they manage their licences. {0}: the product, {1}: this computer's Machine ID, {2}: the licence folder. A
// check-in that brought no fresh file has its own sentence (ForRefresh), the verdict staying the current file's.
using System;
using System.Collections.Generic;
using System.Globalization;

namespace ShopLicensing
{
    public static class Messages
    {
        static readonly Dictionary<LicenceStatus, string[]> texts = new Dictionary<LicenceStatus, string[]>
        {
            { LicenceStatus.Valid, new[] { "Licence for {0} verified.", "Licence de {0} vérifiée." } },
            { LicenceStatus.Missing, new[] {
                "No licence file for {0} on this computer (Machine ID {1}). Download it from the shop and put it in Documents\\NinjaTrader 8\\{2}, or paste it in the indicator's properties.",
                "Aucun fichier de licence de {0} sur cet ordinateur (Machine ID {1}). Téléchargez-le sur la boutique et placez-le dans Documents\\NinjaTrader 8\\{2}, ou collez-le dans les propriétés de l'indicateur." } },
            { LicenceStatus.Malformed, new[] {
                "The licence file for {0} is not a licence file of this shop. Download it again.",
                "Le fichier de licence de {0} n'est pas un fichier de licence de cette boutique. Téléchargez-le à nouveau." } },
            { LicenceStatus.BadSignature, new[] {
                "The licence file for {0} was changed or not signed by this shop. Download it again.",
                "Le fichier de licence de {0} a été modifié ou n'a pas été signé par cette boutique. Téléchargez-le à nouveau." } },
            { LicenceStatus.WrongProduct, new[] {
                "This licence file is for another indicator than {0}.",
                "Ce fichier de licence concerne un autre indicateur que {0}." } },
            { LicenceStatus.WrongMachine, new[] {
                "This licence of {0} was issued for another computer. This one's Machine ID is {1}: request or move a licence to it.",
                "Cette licence de {0} a été délivrée pour un autre ordinateur. Le Machine ID de celui-ci est {1} : demandez ou transférez une licence vers lui." } },
            { LicenceStatus.Expired, new[] {
                "The licence file for {0} has expired and the shop could not be reached to renew it. Go online, or download it again.",
                "Le fichier de licence de {0} a expiré et la boutique n'a pas pu être jointe pour le renouveler. Connectez-vous à Internet, ou téléchargez-le à nouveau." } },
            { LicenceStatus.UpdateNotIncluded, new[] {
                "This version of {0} was released after the updates your licence includes. Keep or reinstall a version released before that date, or extend your updates.",
                "Cette version de {0} est sortie après la fin des mises à jour incluses dans votre licence. Gardez ou réinstallez une version sortie avant cette date, ou prolongez vos mises à jour." } },
            { LicenceStatus.Revoked, new[] {
                "The licence for {0} is no longer active (refunded, moved or declined).",
                "La licence de {0} n'est plus active (remboursée, transférée ou refusée)." } },
            { LicenceStatus.TooLarge, new[] {
                "The licence file for {0} is larger than 64 KB: it is not a licence file of this shop, and was not read. Download it again.",
                "Le fichier de licence de {0} dépasse 64 Ko : ce n'est pas un fichier de licence de cette boutique, il n'a pas été lu. Téléchargez-le à nouveau." } },
        };

        // Why a check-in brought no fresh file; the current file stays in use. {0}: the product.
        static readonly Dictionary<RefreshProblem, string[]> refreshTexts = new Dictionary<RefreshProblem, string[]>
        {
            { RefreshProblem.Unreachable, new[] {
                "The shop could not be reached to renew the licence file for {0}: the current file stays in use.",
                "La boutique n'a pas pu être jointe pour renouveler le fichier de licence de {0} : le fichier actuel reste utilisé." } },
            { RefreshProblem.Unavailable, new[] {
                "The shop did not renew the licence file for {0} this time (busy or unavailable): the current file stays in use.",
                "La boutique n'a pas renouvelé le fichier de licence de {0} cette fois (occupée ou indisponible) : le fichier actuel reste utilisé." } },
            { RefreshProblem.AnswerTooLarge, new[] {
                "The shop's answer for {0} was larger than 64 KB and was not read: the current licence file stays in use.",
                "La réponse de la boutique pour {0} dépassait 64 Ko et n'a pas été lue : le fichier de licence actuel reste utilisé." } },
            { RefreshProblem.AnswerMalformed, new[] {
                "The shop's answer for {0} was not readable: the current licence file stays in use.",
                "La réponse de la boutique pour {0} était illisible : le fichier de licence actuel reste utilisé." } },
            { RefreshProblem.FileRefused, new[] {
                "The shop sent a licence file for {0} that does not check here (not signed by this shop, or for another computer or indicator): it was not saved, the current file stays in use.",
                "La boutique a envoyé un fichier de licence de {0} qui ne se vérifie pas ici (non signé par cette boutique, ou pour un autre ordinateur ou indicateur) : il n'a pas été enregistré, le fichier actuel reste utilisé." } },
        };

        public static string ForRefresh(RefreshProblem problem, CultureInfo culture, string product)
        {
            return string.Format(refreshTexts[problem][IsFrench(culture) ? 1 : 0], product);
        }

        static bool IsFrench(CultureInfo culture)
        {
            return culture != null && culture.TwoLetterISOLanguageName == "fr";
        }

        /// <summary>
        /// A lease whose renewal failed runs on until its grace end: the buyer is told how many days are left and where
        /// to update the card. {0}: the product, {1}: the days left (at least 1), {2}: the licence page.
        /// </summary>
        public static string PaymentFailed(CultureInfo culture, string product, DateTime graceUntilUtc, DateTime nowUtc, string licencePage)
        {
            var days = Math.Max(1, (int)Math.Ceiling((graceUntilUtc - nowUtc).TotalDays));
            var text = IsFrench(culture)
                ? "Paiement échoué pour {0}, {1} jour(s) restant(s) : mettez à jour votre carte sur {2}"
                : "Payment failed for {0}, {1} day(s) left: update your card at {2}";
            return string.Format(CultureInfo.InvariantCulture, text, product, days, licencePage);
        }

        public static string For(LicenceStatus status, CultureInfo culture, string product, string machineId, string licencePage)
        {
            var fr = IsFrench(culture);
            var text = string.Format(texts[status][fr ? 1 : 0], product, machineId, LicenceClient.Folder);
            return status == LicenceStatus.Valid ? text : text + (fr ? " Vos licences : " : " Your licences: ") + licencePage;
        }
    }
}
