// The seam's implementation on the platform, and the calls an indicator makes:
//   var licence = ShopLicence.Check("vwap-premium", new DateTime(2026, 11, 1, 0, 0, 0, DateTimeKind.Utc), LicenceText);
//   if (licence.Status == LicenceStatus.Missing) ShopLicence.StartSignIn("vwap-premium", released);  // then draw ShopLicence.Notice
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Threading;
using System.Threading.Tasks;

namespace ShopLicensing
{
    public sealed class NinjaTraderHost : ILicenceHost
    {
        public string MachineId { get { return NinjaTrader.Cbi.License.MachineId; } }
        // NinjaTrader sets its UI threads' culture from the language chosen in its options; the host is made on the
        // chart's thread (the first Check), and keeps that culture for the sign-in and refreshes in the background.
        readonly CultureInfo culture = Thread.CurrentThread.CurrentUICulture;
        public CultureInfo Culture { get { return culture; } }
        public string UserDataFolder { get { return NinjaTrader.Core.Globals.UserDataDir; } }
        public DateTime UtcNow { get { return DateTime.UtcNow; } }
        public string PlatformVersion { get { return NinjaTrader.Core.Globals.ProductVersion.ToString(); } }
        public string MachineName { get { return Environment.MachineName; } }

        public HttpAnswer Post(string url, string contentType, string body, int timeoutMs)
        {
            return WebPost.Send(url, contentType, body, timeoutMs, "ShopLicensing/" + ShopConfig.ClientVersion, Culture.TwoLetterISOLanguageName);
        }

        public void RunInBackground(Action work)
        {
            Task.Run(work);
        }

        /// <summary>The output window now; the chart draws ShopLicence.Notice on its next bar.</summary>
        public void Show(string productSlug, string message)
        {
            NinjaTrader.Code.Output.Process(message, NinjaTrader.NinjaScript.PrintTo.OutputTab1);
            ShopLicence.SetNotice(productSlug, message);
        }

        public void Wait(TimeSpan delay, CancellationToken cancel)
        {
            cancel.WaitHandle.WaitOne(delay);
        }
    }

    public static class ShopLicence
    {
        static readonly Lazy<LicenceClient> client = new Lazy<LicenceClient>(
            () => new LicenceClient(new NinjaTraderHost(), ShopConfig.ShopUrl, ShopConfig.PublicKey, ShopConfig.ClientVersion));
        static readonly Dictionary<string, string> notices = new Dictionary<string, string>(StringComparer.Ordinal);
        /// <summary>Each running sign-in: its cancellation and how many charts wait for it.</summary>
        static readonly Dictionary<string, RunningSignIn> signingIn = new Dictionary<string, RunningSignIn>(StringComparer.Ordinal);

        sealed class RunningSignIn
        {
            public readonly CancellationTokenSource Cancel = new CancellationTokenSource();
            public int Charts = 1;
        }

        /// <summary>
        /// Checks this build's licence once per session; call it from OnStateChange (State.DataLoaded). The build id is
        /// the product's slug unless the shop names one build for several editions; then ask the result HasFeature.
        /// </summary>
        public static LicenceResult Check(string build, DateTime buildReleasedUtc, string pastedLicence)
        {
            return client.Value.Check(build, buildReleasedUtc, pastedLicence);
        }

        /// <summary>
        /// Starts signing this machine in from the indicator, in the background, unless a sign-in of the product
        /// already runs (several charts share one; each caller counts as one waiting chart). Its messages arrive in
        /// Notice; once approved, Check answers the seat file's verdict (for <paramref name="build"/>, by default the
        /// product's slug). Pair it with StopSignIn when the chart's indicator ends (State.Terminated).
        /// </summary>
        public static void StartSignIn(string productSlug, DateTime buildReleasedUtc, string build = null)
        {
            RunningSignIn running;
            lock (notices)
            {
                if (signingIn.TryGetValue(productSlug, out running)) { running.Charts++; return; }
                signingIn[productSlug] = running = new RunningSignIn();
            }
            var licences = client.Value;
            Task.Run(() =>
            {
                try { licences.SignIn(productSlug, buildReleasedUtc, build, running.Cancel.Token); }
                finally { lock (notices) signingIn.Remove(productSlug); }
            });
        }

        /// <summary>
        /// A chart that started (or joined) the product's sign-in no longer waits for it: once no chart does, the
        /// sign-in stops at its current wait instead of polling the shop until the code expires.
        /// </summary>
        public static void StopSignIn(string productSlug)
        {
            lock (notices)
            {
                RunningSignIn running;
                if (!signingIn.TryGetValue(productSlug, out running) || --running.Charts > 0) return;
                running.Cancel.Cancel();
            }
        }

        /// <summary>The sign-in's latest message for the product (the code to type, a refusal), for the chart; null before any.</summary>
        public static string Notice(string productSlug)
        {
            string notice;
            lock (notices) return notices.TryGetValue(productSlug, out notice) ? notice : null;
        }

        internal static void SetNotice(string productSlug, string message)
        {
            lock (notices) notices[productSlug] = message;
        }
    }
}
