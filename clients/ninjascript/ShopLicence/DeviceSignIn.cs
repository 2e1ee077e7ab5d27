// Sign in from the indicator: the OAuth 2.0 device authorization grant (RFC 8628) against the shop
// (docs/licence-verification.md, "Signing in from the indicator"). The indicator asks for a code, shows the
// buyer the code and the shop's /activate address, and polls until the buyer approves or denies it on the
// shop, or the code expires. The seat file it then receives is checked and saved by LicenceClient.SignIn.
using System;
using System.Collections.Generic;
using System.Threading;

namespace ShopLicensing
{
    public enum SignInStatus
    {
        /// <summary>The buyer approved: the seat file is saved and is the session's verdict.</summary>
        Approved,
        /// <summary>The buyer denied this machine on the shop.</summary>
        Denied,
        /// <summary>The code's 10 minutes ran out before the buyer approved it.</summary>
        Expired,
        /// <summary>The shop refused (unknown product, too many codes, a file that does not check here): its message says why.</summary>
        Refused,
        /// <summary>The shop could not be reached to start the sign-in.</summary>
        Unreachable,
        /// <summary>Stopped before the buyer answered: every chart waiting for it was removed.</summary>
        Cancelled,
    }

    public sealed class SignInResult
    {
        public SignInStatus Status;
        /// <summary>The code the buyer types on the shop, XXXX-XXXX; null when no code was given.</summary>
        public string UserCode;
        /// <summary>The shop's /activate address.</summary>
        public string VerificationUri;
        /// <summary>The shop's answer code when it refused (device.token.denied, device.productNotFound, …).</summary>
        public string ShopCode;
        /// <summary>The buyer-facing message, in the platform's language.</summary>
        public string Message;
        /// <summary>On approval, the seat file's verdict.</summary>
        public LicenceResult Licence;
        internal string LicenceText;

        internal SignInResult Fail(SignInStatus status, string message)
        {
            Status = status;
            Message = message;
            return this;
        }
    }

    public sealed class DeviceSignIn
    {
        public const string GrantType = "urn:ietf:params:oauth:grant-type:device_code";
        /// <summary>RFC 8628 §3.5: each slow_down adds 5 seconds to the interval, for this and later polls.</summary>
        public const int SlowDownStepSeconds = 5;
        /// <summary>RFC 8628 §3.2's default when the shop names no interval.</summary>
        const int DefaultIntervalSeconds = 5;
        /// <summary>
        /// How long one request of the sign-in may take. Not the chart's 3 s refresh window: the sign-in runs off the
        /// chart's thread while the buyer approves, so a shop slow to answer (the market-open rush, a busy machine)
        /// should still start it rather than tell the buyer it is unreachable. At load 25 the 3 s bound failed the
        /// first request of a sign-in that the shop answered.
        /// </summary>
        public const int RequestTimeoutMs = 15000;

        readonly ILicenceHost host;
        readonly string shopUrl;

        public DeviceSignIn(ILicenceHost host, string shopUrl)
        {
            this.host = host;
            this.shopUrl = shopUrl.TrimEnd('/');
        }

        /// <summary>
        /// Asks a code, shows it and polls; never longer than the code's life (expires_in), and no longer than
        /// <paramref name="cancel"/> allows: a cancelled sign-in stops at its current wait and polls no more.
        /// </summary>
        public SignInResult Run(string productSlug, CancellationToken cancel)
        {
            var result = new SignInResult();
            var body = "{\"product\":" + FlatJson.Quote(productSlug) + ",\"machineId\":" + FlatJson.Quote(host.MachineId)
                + ",\"machineName\":" + FlatJson.Quote(MachineName()) + ",\"platformVersion\":" + FlatJson.Quote(host.PlatformVersion) + "}";
            var answer = host.Post(shopUrl + "/api/device/code", "application/json", body, RequestTimeoutMs);
            if (answer == null) return Shown(productSlug, result.Fail(SignInStatus.Unreachable, SignInMessages.Unreachable(host.Culture, productSlug)));
            var members = answer.Body == null ? null : FlatJson.Parse(answer.Body);
            string deviceCode;
            double expiresIn, interval;
            try
            {
                if (answer.Status != 200 || members == null) return Shown(productSlug, Refused(result, members, productSlug));
                deviceCode = FlatJson.Text(members, "device_code");
                result.UserCode = FlatJson.Text(members, "user_code");
                result.VerificationUri = FlatJson.Text(members, "verification_uri");
                expiresIn = FlatJson.Number(members, "expires_in") ?? 0;
                interval = FlatJson.Number(members, "interval") ?? DefaultIntervalSeconds;
            }
            catch (FormatException)
            {
                return Shown(productSlug, Refused(result, null, productSlug));
            }
            if (deviceCode == null || result.UserCode == null || result.VerificationUri == null || expiresIn <= 0)
                return Shown(productSlug, Refused(result, null, productSlug));
            var prompt = SignInMessages.Prompt(host.Culture, productSlug, result.VerificationUri, result.UserCode, (int)Math.Round(expiresIn / 60));
            host.Show(productSlug, prompt);
            return Shown(productSlug, Poll(result, productSlug, deviceCode, expiresIn, Math.Max(1, interval), prompt, cancel));
        }

        SignInResult Poll(SignInResult result, string productSlug, string deviceCode, double expiresIn, double interval, string prompt, CancellationToken cancel)
        {
            var body = "grant_type=" + Uri.EscapeDataString(GrantType) + "&device_code=" + Uri.EscapeDataString(deviceCode);
            var shown = prompt;
            // The code's life, counted in the waits themselves: a shop that stops answering cannot keep the loop going.
            for (var waited = 0.0; waited < expiresIn; waited += interval)
            {
                host.Wait(TimeSpan.FromSeconds(interval), cancel);
                if (cancel.IsCancellationRequested)
                    return result.Fail(SignInStatus.Cancelled, SignInMessages.Cancelled(host.Culture, productSlug));
                var answer = host.Post(shopUrl + "/api/device/token", "application/x-www-form-urlencoded", body, RequestTimeoutMs);
                // No answer, a 429 or a 5xx: the next poll may have one.
                if (answer == null || answer.Body == null || (answer.Status != 200 && answer.Status != 400)) continue;
                var members = FlatJson.Parse(answer.Body);
                if (members == null) continue;
                try
                {
                    if (answer.Status == 200)
                    {
                        result.LicenceText = FlatJson.Text(members, "licence");
                        if (result.LicenceText != null) { result.Status = SignInStatus.Approved; return result; }
                        continue;
                    }
                    result.ShopCode = FlatJson.Text(members, "code");
                    switch (FlatJson.Text(members, "error"))
                    {
                        case "authorization_pending":
                            // The buyer's approval found their seats full: the shop's message asks them to free a
                            // machine; once a place is free the code waits again and the prompt comes back.
                            var notice = result.ShopCode == "device.seatsFull" ? FlatJson.Text(members, "message") ?? prompt : prompt;
                            if (notice != shown) host.Show(productSlug, shown = notice);
                            break;
                        case "slow_down":
                            interval = Math.Max(interval + SlowDownStepSeconds, FlatJson.Number(members, "interval") ?? 0);
                            break;
                        case "access_denied":
                            return result.Fail(SignInStatus.Denied, SignInMessages.Denied(host.Culture, productSlug));
                        case "expired_token":
                            return result.Fail(SignInStatus.Expired, SignInMessages.Expired(host.Culture, productSlug));
                        default:
                            return Refused(result, members, productSlug);
                    }
                }
                catch (FormatException)
                {
                    // An answer of the wrong shape is no answer.
                }
            }
            return result.Fail(SignInStatus.Expired, SignInMessages.Expired(host.Culture, productSlug));
        }

        SignInResult Shown(string productSlug, SignInResult result)
        {
            if (result.Status != SignInStatus.Approved) host.Show(productSlug, result.Message);
            return result;
        }

        /// <summary>The shop's own translated message when it sent one, else the client's.</summary>
        SignInResult Refused(SignInResult result, Dictionary<string, object> members, string productSlug)
        {
            string message = null;
            try
            {
                if (members != null)
                {
                    result.ShopCode = FlatJson.Text(members, "code");
                    message = FlatJson.Text(members, "message");
                }
            }
            catch (FormatException) { }
            return result.Fail(SignInStatus.Refused, message ?? SignInMessages.Refused(host.Culture, productSlug));
        }

        /// <summary>The computer's name as the buyer knows it, cut to the shop's 60 characters.</summary>
        string MachineName()
        {
            var name = (host.MachineName ?? "").Trim();
            if (name.Length == 0) name = "NinjaTrader";
            return name.Length > 60 ? name.Substring(0, 60) : name;
        }
    }
}
