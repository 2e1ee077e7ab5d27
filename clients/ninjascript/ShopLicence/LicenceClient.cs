// Finds the buyer's licence file, checks it once per session and checks in with the shop for a fresh file when it nears
// its end. The chart never waits on the network for a file that still runs: that refresh happens in the
// background; only a file already expired waits, at most the short timeout, for its replacement.
using System;
using System.Collections.Generic;
using System.IO;

namespace ShopLicensing
{
    public sealed class LicenceResult
    {
        public LicenceStatus Status;
        public LicenceClaims Claims;
        /// <summary>The buyer-facing message, in the platform's language, with the licence page's link.</summary>
        public string Message;
        /// <summary>The shop's answer code when it refused a refresh (license.refresh.revoked, …).</summary>
        public string ShopCode;
        public bool IsValid { get { return Status == LicenceStatus.Valid; } }
    }

    public sealed class LicenceClient
    {
        /// <summary>The folder, under NinjaTrader's user documents, that holds the buyer's licence files.</summary>
        public const string Folder = "ShopLicences";
        public const int RefreshTimeoutMs = 3000;

        readonly ILicenceHost host;
        readonly string shopUrl;
        readonly byte[] publicKey;
        readonly string clientVersion;
        // Checked once per session and product, as NinjaTrader's guidance asks of licence checks.
        readonly Dictionary<string, LicenceResult> cache = new Dictionary<string, LicenceResult>(StringComparer.Ordinal);
        readonly object gate = new object();

        public LicenceClient(ILicenceHost host, string shopUrl, string publicKeyBase64Url, string clientVersion)
        {
            this.host = host;
            this.shopUrl = shopUrl.TrimEnd('/');
            publicKey = Base64Url.Decode(publicKeyBase64Url);
            if (publicKey == null || publicKey.Length != 32) throw new ArgumentException("the shop's public key is not a 32-byte base64url Ed25519 key");
            this.clientVersion = clientVersion;
        }

        public string LicencePage { get { return shopUrl + "/profile?tab=indicators"; } }

        /// <summary>The session's verdict for <paramref name="productSlug"/>; the first call reads and checks the file.</summary>
        public LicenceResult Check(string productSlug, DateTime buildReleasedUtc, string pastedLicence)
        {
            lock (gate)
            {
                LicenceResult cached;
                if (cache.TryGetValue(productSlug, out cached)) return cached;
            }
            var text = ReadFile(productSlug);
            var result = Evaluate(text, productSlug, buildReleasedUtc);
            if (!string.IsNullOrWhiteSpace(pastedLicence))
            {
                // The pasted text wins, unless the folder holds a later file of it: the one a check-in saved there.
                var pasted = Evaluate(pastedLicence, productSlug, buildReleasedUtc);
                if (result.Claims == null || (pasted.Claims != null && pasted.Claims.IssuedAt >= result.Claims.IssuedAt))
                {
                    text = pastedLicence;
                    result = pasted;
                }
            }
            if (result.Status == LicenceStatus.Expired)
            {
                // The indicator cannot run on this file: worth a short wait for a fresh one.
                result = Apply(Refresh(text), productSlug, buildReleasedUtc, result);
            }
            else if (result.IsValid && LicenceChecker.NeedsRefresh(result.Claims, host.UtcNow))
            {
                var current = text;
                host.RunInBackground(() => Remember(productSlug, Apply(Refresh(current), productSlug, buildReleasedUtc, result)));
            }
            Remember(productSlug, result);
            return result;
        }

        /// <summary>Forgets the session's verdicts (after the buyer pasted or saved another file).</summary>
        public void Forget()
        {
            lock (gate) cache.Clear();
        }

        void Remember(string productSlug, LicenceResult result)
        {
            lock (gate) cache[productSlug] = result;
        }

        LicenceResult Evaluate(string text, string productSlug, DateTime buildReleasedUtc)
        {
            LicenceClaims claims;
            var status = LicenceChecker.Evaluate(text, publicKey, productSlug, host.MachineId, host.UtcNow, buildReleasedUtc, out claims);
            return Result(status, claims, productSlug, null);
        }

        LicenceResult Result(LicenceStatus status, LicenceClaims claims, string productSlug, string shopCode)
        {
            return new LicenceResult
            {
                Status = status,
                Claims = claims,
                ShopCode = shopCode,
                Message = Messages.For(status, host.Culture, productSlug, host.MachineId, LicencePage),
            };
        }

        /// <summary>What a refresh changes: a fresh file replaces the verdict, an ended licence stops it, else nothing.</summary>
        LicenceResult Apply(RefreshOutcome outcome, string productSlug, DateTime buildReleasedUtc, LicenceResult current)
        {
            if (outcome.EndedCode != null) return Result(outcome.Ended, current.Claims, productSlug, outcome.EndedCode);
            if (outcome.FreshLicence == null) return current;
            var fresh = Evaluate(outcome.FreshLicence, productSlug, buildReleasedUtc);
            // Saved only when it checks here: the shop's answer is verified like any file.
            if (fresh.Status == LicenceStatus.Valid || fresh.Status == LicenceStatus.UpdateNotIncluded) Save(productSlug, outcome.FreshLicence);
            return fresh;
        }

        /// <summary>Checks in with the shop (POST /api/license/validate) for a fresh file, within the short timeout.</summary>
        public RefreshOutcome Refresh(string licence)
        {
            var body = "{\"licence\":" + Json(licence.Trim()) + ",\"machineId\":" + Json(host.MachineId)
                + ",\"clientVersion\":" + Json(clientVersion) + ",\"platformVersion\":" + Json(host.PlatformVersion) + "}";
            var answer = host.Post(shopUrl + "/api/license/validate", "application/json", body, RefreshTimeoutMs);
            var members = answer != null && answer.Status == 200 ? FlatJson.Parse(answer.Body ?? "") : null;
            // No answer, a 429 or a 5xx: the current file stands until it expires.
            if (members == null) return RefreshOutcome.Unavailable;
            try
            {
                var reason = FlatJson.Text(members, "reason");
                var code = FlatJson.Text(members, "code") ?? reason;
                if (reason == "valid") return new RefreshOutcome { FreshLicence = FlatJson.Text(members, "licence") };
                // The licence ended, or is another machine's now: stop, and say why. "expired" and "unknown" (a file
                // the shop cannot renew) leave the offline verdict as it is.
                if (reason == "revoked") return new RefreshOutcome { Ended = LicenceStatus.Revoked, EndedCode = code };
                if (reason == "wrongMachine") return new RefreshOutcome { Ended = LicenceStatus.WrongMachine, EndedCode = code };
            }
            catch (FormatException)
            {
                // An answer of the wrong shape is no answer.
            }
            return RefreshOutcome.Unavailable;
        }

        static string Json(string text)
        {
            var sb = new System.Text.StringBuilder("\"");
            foreach (var c in text ?? "")
            {
                if (c == '"' || c == '\\') sb.Append('\\').Append(c);
                else if (c < ' ') sb.Append("\\u").Append(((int)c).ToString("x4"));
                else sb.Append(c);
            }
            return sb.Append('"').ToString();
        }

        string ReadFile(string productSlug)
        {
            var path = FilePath(productSlug);
            try
            {
                if (File.Exists(path)) return File.ReadAllText(path);
                // The shop names files <slug>-<MachineId>.lic; a file system or a copy may have changed the case.
                var folder = Path.GetDirectoryName(path);
                if (!Directory.Exists(folder)) return null;
                foreach (var candidate in Directory.GetFiles(folder, productSlug + "-*.lic"))
                    if (string.Equals(Path.GetFileName(candidate), Path.GetFileName(path), StringComparison.OrdinalIgnoreCase))
                        return File.ReadAllText(candidate);
            }
            catch (IOException) { }
            catch (UnauthorizedAccessException) { }
            return null;
        }

        void Save(string productSlug, string licence)
        {
            try
            {
                var path = FilePath(productSlug);
                Directory.CreateDirectory(Path.GetDirectoryName(path));
                File.WriteAllText(path, licence.Trim());
            }
            catch (IOException) { }
            catch (UnauthorizedAccessException) { }
        }

        public string FilePath(string productSlug)
        {
            return Path.Combine(Path.Combine(host.UserDataFolder, Folder), productSlug + "-" + host.MachineId + ".lic");
        }
    }

    public sealed class RefreshOutcome
    {
        public static readonly RefreshOutcome Unavailable = new RefreshOutcome();
        public string FreshLicence;
        public LicenceStatus Ended;
        public string EndedCode;
    }
}
