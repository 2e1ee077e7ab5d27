// The one message a buyer sees, in French or English after the platform's culture, with the page where
// they manage their licences.
using System.Globalization;

namespace ShopLicensing
{
    public static class Messages
    {
        public static string For(LicenceStatus status, CultureInfo culture, string product, string machineId, string licencePage)
        {
            var fr = culture != null && culture.TwoLetterISOLanguageName == "fr";
            var text = fr ? French(status, product, machineId) : English(status, product, machineId);
            return status == LicenceStatus.Valid ? text : text + (fr ? " Vos licences : " : " Your licences: ") + licencePage;
        }

        static string English(LicenceStatus status, string product, string machineId)
        {
            switch (status)
            {
                case LicenceStatus.Valid: return "Licence for " + product + " verified.";
                case LicenceStatus.Missing: return "No licence file for " + product + " on this computer (Machine ID " + machineId + "). Download it from the shop and put it in Documents\\NinjaTrader 8\\" + LicenceClient.Folder + ", or paste it in the indicator's properties.";
                case LicenceStatus.Malformed: return "The licence file for " + product + " is not a licence file of this shop. Download it again.";
                case LicenceStatus.BadSignature: return "The licence file for " + product + " was changed or not signed by this shop. Download it again.";
                case LicenceStatus.WrongProduct: return "This licence file is for another indicator than " + product + ".";
                case LicenceStatus.WrongMachine: return "This licence of " + product + " was issued for another computer. This one's Machine ID is " + machineId + ": request or move a licence to it.";
                case LicenceStatus.Expired: return "The licence file for " + product + " has expired and the shop could not be reached to renew it. Go online, or download it again.";
                case LicenceStatus.UpdateNotIncluded: return "This version of " + product + " was released after the updates your licence includes. Keep or reinstall a version released before that date, or extend your updates.";
                default: return "The licence for " + product + " is no longer active (refunded, moved or declined).";
            }
        }

        static string French(LicenceStatus status, string product, string machineId)
        {
            switch (status)
            {
                case LicenceStatus.Valid: return "Licence de " + product + " vérifiée.";
                case LicenceStatus.Missing: return "Aucun fichier de licence de " + product + " sur cet ordinateur (Machine ID " + machineId + "). Téléchargez-le sur la boutique et placez-le dans Documents\\NinjaTrader 8\\" + LicenceClient.Folder + ", ou collez-le dans les propriétés de l'indicateur.";
                case LicenceStatus.Malformed: return "Le fichier de licence de " + product + " n'est pas un fichier de licence de cette boutique. Téléchargez-le à nouveau.";
                case LicenceStatus.BadSignature: return "Le fichier de licence de " + product + " a été modifié ou n'a pas été signé par cette boutique. Téléchargez-le à nouveau.";
                case LicenceStatus.WrongProduct: return "Ce fichier de licence concerne un autre indicateur que " + product + ".";
                case LicenceStatus.WrongMachine: return "Cette licence de " + product + " a été délivrée pour un autre ordinateur. Le Machine ID de celui-ci est " + machineId + " : demandez ou transférez une licence vers lui.";
                case LicenceStatus.Expired: return "Le fichier de licence de " + product + " a expiré et la boutique n'a pas pu être jointe pour le renouveler. Connectez-vous à Internet, ou téléchargez-le à nouveau.";
                case LicenceStatus.UpdateNotIncluded: return "Cette version de " + product + " est sortie après la fin des mises à jour incluses dans votre licence. Gardez ou réinstallez une version sortie avant cette date, ou prolongez vos mises à jour.";
                default: return "La licence de " + product + " n'est plus active (remboursée, transférée ou refusée).";
            }
        }
    }
}
