// Finds the buyer's licence file, checks it once per session and checks in with the shop for a fresh file when it nears
// its end. The chart never waits on the network for a file that still runs: that refresh happens in the
// background; only a file already expired waits, at most the short timeout, for its replacement.
using System;
using System.Collections.Generic;
using System.IO;
using System.Threading;

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
        /// <summary>Why the last check-in brought no fresh file (None when it did, or none was tried); the verdict
        /// above is then still the current file's.</summary>
        public RefreshProblem RefreshProblem;
        /// <summary>The buyer-facing sentence saying why, in the platform's language; null without a problem.</summary>
        public string RefreshMessage;
        public bool IsValid { get { return Status == LicenceStatus.Valid; } }

        /// <summary>
        /// Whether the running licence grants this feature key (the product's feature keys in the shop): false while the
        /// licence does not run. One build sold as Lite and Premium unlocks its Premium parts with it.
        /// </summary>
        public bool HasFeature(string key)
        {
            return IsValid && Claims != null && Claims.HasFeature(key);
        }

        /// <summary>The running licence's edition key (premium, lite…); null when it names none or does not run.</summary>
        public string Edition { get { return IsValid && Claims != null ? Claims.Edition : null; } }

        /// <summary>The end of the updates the licence includes (UTC); null: every update, or no licence read.</summary>
        public DateTime? UpdatesUntil { get { return Claims == null ? null : Claims.UpdatesUntil; } }
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

        /// <summary>The session's verdict for the build <paramref name="productSlug"/> (the product's slug unless the shop
        /// names a build shared by editions); the first call reads and checks the file.</summary>
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
                result = WithinGrace(Apply(Refresh(text), productSlug, buildReleasedUtc, result), productSlug);
            }
            else if (result.IsValid && LicenceChecker.NeedsRefresh(result.Claims, host.UtcNow))
            {
                var current = text;
                host.RunInBackground(() => Remember(productSlug, Apply(Refresh(current), productSlug, buildReleasedUtc, result)));
            }
            Remember(productSlug, result);
            return result;
        }

        /// <summary>
        /// Signs this machine in from the indicator (the device flow, DeviceSignIn): blocks while the buyer approves,
        /// at most the code's life, so call it off the chart's thread. On approval the seat file is checked like any
        /// file, saved where the licence files go and becomes the session's verdict. The sign-in asks for one product;
        /// <paramref name="build"/> (default: that product's slug) is the build the file is checked, saved and kept for.
        /// <paramref name="cancel"/> stops it between two polls (Cancelled), as when the indicator is removed.
        /// </summary>
        public SignInResult SignIn(string productSlug, DateTime buildReleasedUtc, string build = null, CancellationToken cancel = default(CancellationToken))
        {
            build = build ?? productSlug;
            var outcome = new DeviceSignIn(host, shopUrl).Run(productSlug, cancel);
            if (outcome.Status != SignInStatus.Approved) return outcome;
            var verdict = Evaluate(outcome.LicenceText, build, buildReleasedUtc);
            if (verdict.Status != LicenceStatus.Valid && verdict.Status != LicenceStatus.UpdateNotIncluded)
            {
                host.Show(productSlug, outcome.Fail(SignInStatus.Refused, SignInMessages.FileRefused(host.Culture, productSlug)).Message);
                return outcome;
            }
            Save(build, outcome.LicenceText);
            Remember(build, verdict);
            outcome.Licence = verdict;
            outcome.Message = verdict.Message;
            host.Show(productSlug, verdict.Message);
            return outcome;
        }

        /// <summary>
        /// A seat file past its validity runs on until its offlineGraceUntil while the shop cannot be reached (no
        /// answer, busy): an indicator signed in keeps working through a short outage. A shop that answered is obeyed.
        /// </summary>
        LicenceResult WithinGrace(LicenceResult result, string productSlug)
        {
            var claims = result.Claims;
            var unreachable = result.RefreshProblem == RefreshProblem.Unreachable || result.RefreshProblem == RefreshProblem.Unavailable;
            if (result.Status != LicenceStatus.Expired || !unreachable || claims == null || claims.Kind != "seat") return result;
            if (!claims.OfflineGraceUntil.HasValue || claims.OfflineGraceUntil.Value < host.UtcNow) return result;
            return new LicenceResult
            {
                Status = LicenceStatus.Valid,
                Claims = claims,
                Message = Messages.For(LicenceStatus.Valid, host.Culture, productSlug, host.MachineId, LicencePage),
                RefreshProblem = result.RefreshProblem,
                RefreshMessage = SignInMessages.Grace(host.Culture, productSlug, claims.OfflineGraceUntil.Value),
            };
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
            // A lease in its grace period still runs (it stops when the file expires, at the grace end), and says why.
            var inGrace = status == LicenceStatus.Valid && claims != null && claims.GraceUntil.HasValue && claims.GraceUntil.Value > host.UtcNow;
            return new LicenceResult
            {
                Status = status,
                Claims = claims,
                ShopCode = shopCode,
                Message = inGrace
                    ? Messages.PaymentFailed(host.Culture, productSlug, claims.GraceUntil.Value, host.UtcNow, LicencePage)
                    : Messages.For(status, host.Culture, productSlug, host.MachineId, LicencePage),
            };
        }

        /// <summary>
        /// What a refresh changes: a fresh file that checks here replaces the verdict, an ended licence stops it;
        /// anything else (no answer, an answer too large or of the wrong shape, a file of another key, machine or
        /// product) leaves the current file and its verdict, with the reason.
        /// </summary>
        LicenceResult Apply(RefreshOutcome outcome, string productSlug, DateTime buildReleasedUtc, LicenceResult current)
        {
            if (outcome.EndedCode != null) return Result(outcome.Ended, current.Claims, productSlug, outcome.EndedCode);
            if (outcome.FreshLicence == null) return Kept(current, outcome.Problem, productSlug);
            var fresh = Evaluate(outcome.FreshLicence, productSlug, buildReleasedUtc);
            // Saved only when it checks here: the shop's answer is verified like any file.
            if (fresh.Status != LicenceStatus.Valid && fresh.Status != LicenceStatus.UpdateNotIncluded)
                return Kept(current, RefreshProblem.FileRefused, productSlug);
            Save(productSlug, outcome.FreshLicence);
            return fresh;
        }

        LicenceResult Kept(LicenceResult current, RefreshProblem problem, string productSlug)
        {
            if (problem == RefreshProblem.None) return current;
            return new LicenceResult
            {
                Status = current.Status,
                Claims = current.Claims,
                Message = current.Message,
                ShopCode = current.ShopCode,
                RefreshProblem = problem,
                RefreshMessage = Messages.ForRefresh(problem, host.Culture, productSlug),
            };
        }

        /// <summary>Checks in with the shop (POST /api/license/validate) for a fresh file, within the short timeout.</summary>
        public RefreshOutcome Refresh(string licence)
        {
            var body = "{\"licence\":" + FlatJson.Quote(licence.Trim()) + ",\"machineId\":" + FlatJson.Quote(host.MachineId)
                + ",\"clientVersion\":" + FlatJson.Quote(clientVersion) + ",\"platformVersion\":" + FlatJson.Quote(host.PlatformVersion) + "}";
            var answer = host.Post(shopUrl + "/api/license/validate", "application/json", body, RefreshTimeoutMs);
            // No answer, a 429 or a 5xx: the current file stands until it expires.
            if (answer == null) return RefreshOutcome.Because(RefreshProblem.Unreachable);
            if (answer.TooLarge) return RefreshOutcome.Because(RefreshProblem.AnswerTooLarge);
            if (answer.Status != 200) return RefreshOutcome.Because(RefreshProblem.Unavailable);
            var members = FlatJson.Parse(answer.Body ?? "");
            if (members == null) return RefreshOutcome.Because(RefreshProblem.AnswerMalformed);
            try
            {
                var reason = FlatJson.Text(members, "reason");
                var code = FlatJson.Text(members, "code") ?? reason;
                if (reason == "valid")
                {
                    var fresh = FlatJson.Text(members, "licence");
                    return fresh == null ? RefreshOutcome.Because(RefreshProblem.AnswerMalformed) : new RefreshOutcome { FreshLicence = fresh };
                }
                // The licence ended, or is another machine's now: stop, and say why. "expired" and "unknown" (a file
                // the shop cannot renew) leave the offline verdict as it is.
                if (reason == "revoked") return new RefreshOutcome { Ended = LicenceStatus.Revoked, EndedCode = code };
                if (reason == "wrongMachine") return new RefreshOutcome { Ended = LicenceStatus.WrongMachine, EndedCode = code };
            }
            catch (FormatException)
            {
                // An answer of the wrong shape is no answer.
                return RefreshOutcome.Because(RefreshProblem.AnswerMalformed);
            }
            return RefreshOutcome.Unavailable;
        }

        string ReadFile(string productSlug)
        {
            var path = FilePath(productSlug);
            try
            {
                if (File.Exists(path)) return ReadCapped(path);
                // The shop names files <slug>-<MachineId>.lic; a file system or a copy may have changed the case.
                var folder = Path.GetDirectoryName(path);
                if (!Directory.Exists(folder)) return null;
                foreach (var candidate in Directory.GetFiles(folder, productSlug + "-*.lic"))
                    if (string.Equals(Path.GetFileName(candidate), Path.GetFileName(path), StringComparison.OrdinalIgnoreCase))
                        return ReadCapped(candidate);
            }
            catch (IOException) { }
            catch (UnauthorizedAccessException) { }
            return null;
        }

        /// <summary>Stands for a file over LicenceFile.MaxBytes, which is not read further: Evaluate judges it TooLarge.</summary>
        static readonly string Oversized = new string('#', LicenceFile.MaxBytes + 1);

        static string ReadCapped(string path)
        {
            using (var stream = File.OpenRead(path))
                return WebPost.ReadCapped(stream, LicenceFile.MaxBytes) ?? Oversized;
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

    /// <summary>Why a check-in brought no fresh file.</summary>
    public enum RefreshProblem
    {
        None,
        /// <summary>No answer within the timeout (offline, DNS, a shop that never answers).</summary>
        Unreachable,
        /// <summary>An answer other than 200 (429, 5xx).</summary>
        Unavailable,
        /// <summary>An answer larger than LicenceFile.MaxBytes, not read further.</summary>
        AnswerTooLarge,
        /// <summary>An answer that is not the check-in's JSON.</summary>
        AnswerMalformed,
        /// <summary>A file that does not check here: another key's, another machine's or product's, malformed.</summary>
        FileRefused,
    }

    public sealed class RefreshOutcome
    {
        /// <summary>The shop could not renew the file ("expired", "unknown"): the offline verdict stands as it is.</summary>
        public static readonly RefreshOutcome Unavailable = new RefreshOutcome();
        public string FreshLicence;
        public LicenceStatus Ended;
        public string EndedCode;
        public RefreshProblem Problem;

        public static RefreshOutcome Because(RefreshProblem problem)
        {
            return new RefreshOutcome { Problem = problem };
        }
    }
}
