// The seam's implementation on the platform, and the one call an indicator makes:
//   var licence = ShopLicence.Check("vwap-premium", new DateTime(2026, 11, 1, 0, 0, 0, DateTimeKind.Utc), LicenceText);
using System;
using System.Globalization;
using System.Threading;
using System.Threading.Tasks;

namespace ShopLicensing
{
    public sealed class NinjaTraderHost : ILicenceHost
    {
        public string MachineId { get { return NinjaTrader.Cbi.License.MachineId; } }
        // NinjaTrader sets its UI threads' culture from the language chosen in its options.
        public CultureInfo Culture { get { return Thread.CurrentThread.CurrentUICulture; } }
        public string UserDataFolder { get { return NinjaTrader.Core.Globals.UserDataDir; } }
        public DateTime UtcNow { get { return DateTime.UtcNow; } }
        public string PlatformVersion { get { return NinjaTrader.Core.Globals.ProductVersion.ToString(); } }

        public HttpAnswer Post(string url, string contentType, string body, int timeoutMs)
        {
            return WebPost.Send(url, contentType, body, timeoutMs, "ShopLicensing/" + ShopConfig.ClientVersion);
        }

        public void RunInBackground(Action work)
        {
            Task.Run(work);
        }
    }

    public static class ShopLicence
    {
        static readonly Lazy<LicenceClient> client = new Lazy<LicenceClient>(
            () => new LicenceClient(new NinjaTraderHost(), ShopConfig.ShopUrl, ShopConfig.PublicKey, ShopConfig.ClientVersion));

        /// <summary>Checks this product's licence once per session; call it from OnStateChange (State.DataLoaded).</summary>
        public static LicenceResult Check(string productSlug, DateTime buildReleasedUtc, string pastedLicence)
        {
            return client.Value.Check(productSlug, buildReleasedUtc, pastedLicence);
        }
    }
}
