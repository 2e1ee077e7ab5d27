// A sample indicator guarded by the shop's licence: copy ShopLicence/*.cs into Documents\NinjaTrader 8\bin\
// Custom\AddOns\ShopLicensing, then call ShopLicence.Check once, from State.DataLoaded, with the build id (the
// product's slug, unless the shop names one build for a Lite and a Premium product, as here). One build serves
// both: the licence says which features it grants, and the Premium part runs only where HasFeature says so.
// Without a licence file on this computer it signs in from the indicator: the buyer reads a code in the output
// window and on the chart, approves it on the shop, and the indicator runs once the shop's seat file arrives.
using System;
using System.ComponentModel;
using NinjaTrader.NinjaScript;
using NinjaTrader.NinjaScript.DrawingTools;
using ShopLicensing;

namespace NinjaTrader.NinjaScript.Indicators
{
    public class SampleLicensedIndicator : Indicator
    {
        // The build id the shop's Lite and Premium products both name, and this build's release date (compared with
        // the licence's updatesUntil).
        const string Build = "vwap";
        // The feature key the Premium product lists in the shop (its product form, "Feature keys").
        const string BandsFeature = "deviation-bands";
        static readonly DateTime ReleasedUtc = new DateTime(2026, 11, 1, 0, 0, 0, DateTimeKind.Utc);

        LicenceResult licence;
        /// <summary>This chart started or joined the sign-in and waits for it.</summary>
        bool signingIn;

        /// <summary>Where a buyer may paste the licence file's text instead of saving the file.</summary>
        [NinjaScriptProperty]
        [DisplayName("Licence (optional)")]
        public string LicenceText { get; set; }

        /// <summary>The product a sign-in from the indicator asks the shop for: the edition the buyer bought.</summary>
        [NinjaScriptProperty]
        [DisplayName("Edition to sign in with")]
        public string SignInProduct { get; set; }

        protected override void OnStateChange()
        {
            if (State == State.SetDefaults)
            {
                Name = "SampleLicensedIndicator";
                Description = "A sample indicator that checks its licence from the shop.";
                IsOverlay = true;
                SignInProduct = "vwap-premium";
            }
            else if (State == State.DataLoaded)
            {
                licence = ShopLicence.Check(Build, ReleasedUtc, LicenceText);
                // No file here: sign in from the indicator (the host prints the code in the output window).
                if (licence.Status == LicenceStatus.Missing)
                {
                    ShopLicence.StartSignIn(SignInProduct, ReleasedUtc, Build);
                    signingIn = true;
                }
                else if (!licence.IsValid) Print(licence.Message);
            }
            // Removed from the chart (or the workspace closed): this chart no longer waits for the sign-in.
            else if (State == State.Terminated && signingIn)
            {
                ShopLicence.StopSignIn(SignInProduct);
                signingIn = false;
            }
        }

        protected override void OnBarUpdate()
        {
            if (licence == null) return;
            // A sign-in may have brought the seat file since: the session's verdict is then the new one.
            if (!licence.IsValid) licence = ShopLicence.Check(Build, ReleasedUtc, LicenceText);
            if (!licence.IsValid)
            {
                Draw.TextFixed(this, "licence", ShopLicence.Notice(SignInProduct) ?? licence.Message, TextPosition.Center);
                return;
            }
            // The indicator's own work starts here: what every edition draws…
            // …and the Premium part, which a Lite licence does not unlock.
            if (licence.HasFeature(BandsFeature))
                Draw.TextFixed(this, "edition", "Premium: deviation bands (" + (licence.Edition ?? "") + ")", TextPosition.TopRight);
        }
    }
}
