// A sample indicator guarded by the shop's licence: copy ShopLicence/*.cs into Documents\NinjaTrader 8\bin\
// Custom\AddOns\ShopLicensing, then call ShopLicence.Check once, from State.DataLoaded, with the product's slug.
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
        // This product's slug in the shop, and this build's release date (compared with the licence's updatesUntil).
        const string ProductSlug = "vwap-premium";
        static readonly DateTime ReleasedUtc = new DateTime(2026, 11, 1, 0, 0, 0, DateTimeKind.Utc);

        LicenceResult licence;

        /// <summary>Where a buyer may paste the licence file's text instead of saving the file.</summary>
        [NinjaScriptProperty]
        [DisplayName("Licence (optional)")]
        public string LicenceText { get; set; }

        protected override void OnStateChange()
        {
            if (State == State.SetDefaults)
            {
                Name = "SampleLicensedIndicator";
                Description = "A sample indicator that checks its licence from the shop.";
                IsOverlay = true;
            }
            else if (State == State.DataLoaded)
            {
                licence = ShopLicence.Check(ProductSlug, ReleasedUtc, LicenceText);
                // No file here: sign in from the indicator (the host prints the code in the output window).
                if (licence.Status == LicenceStatus.Missing) ShopLicence.StartSignIn(ProductSlug, ReleasedUtc);
                else if (!licence.IsValid) Print(licence.Message);
            }
        }

        protected override void OnBarUpdate()
        {
            if (licence == null) return;
            // A sign-in may have brought the seat file since: the session's verdict is then the new one.
            if (!licence.IsValid) licence = ShopLicence.Check(ProductSlug, ReleasedUtc, LicenceText);
            if (!licence.IsValid)
            {
                Draw.TextFixed(this, "licence", ShopLicence.Notice(ProductSlug) ?? licence.Message, TextPosition.Center);
                return;
            }
            // The indicator's own work starts here.
        }
    }
}
