// The seam between the licence check and NinjaTrader: the verifier and the checks only see this interface,
// so they compile and are tested outside the platform (test/stubs stand in for NinjaTrader's types).
using System;
using System.Globalization;
using System.Threading;

namespace ShopLicensing
{
    public interface ILicenceHost
    {
        /// <summary>NinjaTrader.Cbi.License.MachineId on the platform.</summary>
        string MachineId { get; }
        /// <summary>The platform's language: French messages for a French culture, English otherwise.</summary>
        CultureInfo Culture { get; }
        /// <summary>NinjaTrader's user documents folder (Documents\NinjaTrader 8).</summary>
        string UserDataFolder { get; }
        DateTime UtcNow { get; }
        /// <summary>NinjaTrader's version, reported to the shop with each check-in.</summary>
        string PlatformVersion { get; }
        /// <summary>POSTs <paramref name="body"/>; null when the shop cannot be reached within <paramref name="timeoutMs"/>.</summary>
        HttpAnswer Post(string url, string contentType, string body, int timeoutMs);
        /// <summary>Runs work off the chart's thread (a refresh that may wait on the network).</summary>
        void RunInBackground(Action work);
        /// <summary>This computer's name, shown to the buyer when they approve a sign-in from the indicator.</summary>
        string MachineName { get; }
        /// <summary>Tells the buyer about <paramref name="productSlug"/>'s sign-in (the code to type, a refusal): NinjaTrader's
        /// output window and a message on the chart.</summary>
        void Show(string productSlug, string message);
        /// <summary>Pauses the sign-in's background work between two polls of the shop; returns early once cancelled.</summary>
        void Wait(TimeSpan delay, CancellationToken cancel);
    }

    public sealed class HttpAnswer
    {
        public int Status;
        /// <summary>Null when the answer was larger than LicenceFile.MaxBytes (TooLarge).</summary>
        public string Body;
        public bool TooLarge;
    }
}
