// The client's test program, run outside NinjaTrader by test/run.sh (the sign-in's checks: SignInTests.cs):
//   mono tests.exe rfc8032-vectors.txt [cases.tsv]
// checks the RFC 8032 test vectors, then (when given) the case table a running shop issued: licence files
// with the verdict each must get, and the online refresh against that shop. Prints one line per check and
// exits 1 when any fails.
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Net;
using System.Net.Sockets;
using System.Text;
using ShopLicensing;

static class LicenceTests
{
    static int passed, failed;

    static int Main(string[] args)
    {
        Vectors(args[0]);
        OversizedFiles();
        SignInTests.Scripted();
        if (args.Length > 1) Cases(args[1]);
        Console.WriteLine(passed + " passed, " + failed + " failed");
        return failed == 0 && passed > 0 ? 0 : 1;
    }

    internal static void Check(string name, bool ok, string detail)
    {
        if (ok) passed++; else failed++;
        Console.WriteLine((ok ? "PASS " : "FAIL ") + name + (ok ? "" : ": " + detail));
    }

    static byte[] Hex(string hex)
    {
        var bytes = new byte[hex.Length / 2];
        for (var i = 0; i < bytes.Length; i++) bytes[i] = byte.Parse(hex.Substring(2 * i, 2), NumberStyles.HexNumber, CultureInfo.InvariantCulture);
        return bytes;
    }

    // Each vector must verify, and fail once its message, signature or key changes; S + L must be refused.
    static void Vectors(string path)
    {
        foreach (var line in File.ReadAllLines(path).Where(l => l.Length > 0 && l[0] != '#'))
        {
            var f = line.Split('|');
            byte[] key = Hex(f[2]), message = Hex(f[3]), signature = Hex(f[4]);
            Check(f[0] + " verifies (" + message.Length + "-byte message)", Ed25519.Verify(key, message, signature), "refused");
            var changed = message.Length == 0 ? new byte[] { 0 } : (byte[])message.Clone();
            if (message.Length > 0) changed[message.Length - 1] ^= 1;
            Check(f[0] + " refuses a changed message", !Ed25519.Verify(key, changed, signature), "accepted");
            for (var at = 0; at < 64; at += 63)
            {
                var bad = (byte[])signature.Clone();
                bad[at] ^= 0x10;
                Check(f[0] + " refuses a changed signature byte " + at, !Ed25519.Verify(key, message, bad), "accepted");
            }
            var otherKey = (byte[])key.Clone();
            otherKey[5] ^= 1;
            Check(f[0] + " refuses another key", !Ed25519.Verify(otherKey, message, signature), "accepted");
            Check(f[0] + " refuses S + L (malleability)", !Ed25519.Verify(key, message, PlusL(signature)), "accepted");
        }
    }

    static byte[] PlusL(byte[] signature)
    {
        var l = System.Numerics.BigInteger.Pow(2, 252) + System.Numerics.BigInteger.Parse("27742317777372353535851937790883648493");
        var s = new System.Numerics.BigInteger(signature.Skip(32).Concat(new byte[] { 0 }).ToArray()) + l;
        var bytes = s.ToByteArray();
        var result = (byte[])signature.Clone();
        Array.Clear(result, 32, 32);
        Array.Copy(bytes, 0, result, 32, Math.Min(32, bytes.Length));
        return result;
    }

    // cases.tsv: "key<TAB>x" then, per case, kind, name, expected code, product, machine, now, release, file.
    static void Cases(string path)
    {
        string key = null;
        foreach (var line in File.ReadAllLines(path).Where(l => l.Length > 0))
        {
            var f = line.Split('\t');
            if (f[0] == "key") { key = f[1]; continue; }
            if (SignInTests.Row(f, key) || EntitlementTests.Row(f, key) || EntitlementTests.GraceRow(f, key)) continue;
            var c = new Case { Kind = f[0], Name = f[1], Expected = f[2], Product = f[3], Machine = f[4], Now = Time(f[5]), Released = Time(f[6]), File = f[7], Shop = f.Length > 8 ? f[8] : null, Problem = f.Length > 9 ? f[9] : null };
            if (c.Kind == "offline") Offline(c, key);
            else Online(c, key);
        }
    }

    sealed class Case
    {
        public string Kind, Name, Expected, Product, Machine, File, Shop;
        /// <summary>For a hostile shop's answer: the refresh problem the client must name (its camelCase code).</summary>
        public string Problem;
        public DateTime Now, Released;
    }

    static DateTime Time(string iso)
    {
        return DateTime.Parse(iso, CultureInfo.InvariantCulture, DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal);
    }

    static void Offline(Case c, string key)
    {
        LicenceClaims claims;
        var status = LicenceChecker.Evaluate(c.File, Base64Url.Decode(key), c.Product, c.Machine, c.Now, c.Released, out claims);
        Check("case " + c.Name + " is " + c.Expected, LicenceChecker.Code(status) == c.Expected, "got " + LicenceChecker.Code(status));
    }

    // The whole client against the shop: the file pasted in the properties, the platform seam stubbed.
    static void Online(Case c, string key)
    {
        var folder = Path.Combine(Path.GetTempPath(), "ns-licence-" + Guid.NewGuid().ToString("N"));
        var background = new List<Action>();
        var host = new TestHost { MachineId = c.Machine, UtcNow = c.Now, UserDataFolder = folder, Background = background };
        var listener = c.Shop == "unreachable" ? new TcpListener(IPAddress.Loopback, 0) : null;
        if (listener != null) listener.Start(); // accepts connections and never answers
        var url = listener != null ? "http://127.0.0.1:" + ((IPEndPoint)listener.LocalEndpoint).Port : c.Shop;
        var client = new LicenceClient(host, url, key, "test");
        var clock = Stopwatch.StartNew();
        var first = client.Check(c.Product, c.Released, c.File);
        var waited = clock.ElapsedMilliseconds;
        Check("online " + c.Name + ": the chart's check answers in " + waited + " ms", waited < LicenceClient.RefreshTimeoutMs + 1500, "too slow");
        foreach (var work in background) work();
        var final = client.Check(c.Product, c.Released, c.File);
        Check("online " + c.Name + " ends " + c.Expected, LicenceChecker.Code(final.Status) == c.Expected, "got " + LicenceChecker.Code(final.Status) + " " + final.ShopCode);
        if (c.Name == "fresh")
        {
            var saved = File.Exists(client.FilePath(c.Product)) ? File.ReadAllText(client.FilePath(c.Product)) : "";
            Check("online fresh: a new file was saved", saved.Length > 0 && saved != c.File.Trim(), "not saved");
            Check("online fresh: it lasts longer", final.Claims != null && first.Claims != null && final.Claims.ExpiresAt > first.Claims.ExpiresAt, "same expiry");
            Check("online fresh: the first answer did not wait for it", first.IsValid && background.Count == 1, "status " + first.Status);
            // The next session: the old text is still pasted in the properties, the folder holds the fresh file.
            var queued = new List<Action>();
            var nextSession = new LicenceClient(new TestHost { MachineId = c.Machine, UtcNow = c.Now, UserDataFolder = folder, Background = queued }, url, key, "test");
            var next = nextSession.Check(c.Product, c.Released, c.File);
            Check("online fresh: the next session runs on the saved file", next.IsValid && queued.Count == 0 && next.Claims.ExpiresAt == final.Claims.ExpiresAt, "status " + next.Status + ", " + queued.Count + " refresh");
        }
        if (c.Name == "revoked")
        {
            Check("online revoked: the shop's reason is kept", final.ShopCode == "license.refresh.revoked", "code " + final.ShopCode);
            var french = Messages.For(final.Status, new CultureInfo("fr-FR"), c.Product, c.Machine, client.LicencePage);
            Check("online revoked: French message with the licence page", french.Contains("n'est plus active") && french.EndsWith(url + "/profile?tab=indicators") && final.Message.Contains("no longer active"), french + " / " + final.Message);
        }
        if (c.Problem != null) Hostile(c, client, final);
        if (listener != null) listener.Stop();
    }

    internal static string Camel(object value)
    {
        var name = value.ToString();
        return char.ToLowerInvariant(name[0]) + name.Substring(1);
    }

    // A shop that answers a check-in with something else than a fresh file of this licence: the pasted, still
    // valid file keeps running, nothing is saved, and the client says why in both languages.
    static void Hostile(Case c, LicenceClient client, LicenceResult final)
    {
        Check("hostile " + c.Name + ": refused as " + c.Problem, Camel(final.RefreshProblem) == c.Problem, "got " + Camel(final.RefreshProblem));
        Check("hostile " + c.Name + ": the current file is kept and nothing saved", final.IsValid && !File.Exists(client.FilePath(c.Product)), "status " + final.Status);
        var french = final.RefreshProblem == RefreshProblem.None ? "" : Messages.ForRefresh(final.RefreshProblem, new CultureInfo("fr-FR"), c.Product);
        Check("hostile " + c.Name + ": says why in English and French", (final.RefreshMessage ?? "").Contains("stays in use") && french.Contains("reste utilisé"), final.RefreshMessage + " / " + french);
        if (c.Problem == "answerTooLarge")
            Check("hostile " + c.Name + ": names the 64 KB cap", final.RefreshMessage.Contains("64 KB") && french.Contains("64 Ko"), final.RefreshMessage);
    }

    // A licence file (saved or pasted) over the 64 KB cap is judged unread, at once, and the message says why.
    static void OversizedFiles()
    {
        var folder = Path.Combine(Path.GetTempPath(), "ns-licence-" + Guid.NewGuid().ToString("N"));
        var host = new TestHost { MachineId = "A1B2C3", UtcNow = DateTime.UtcNow, UserDataFolder = folder, Background = new List<Action>() };
        var client = new LicenceClient(host, "http://127.0.0.1:9", "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo", "test");
        Directory.CreateDirectory(Path.GetDirectoryName(client.FilePath("vwap-premium")));
        File.WriteAllText(client.FilePath("vwap-premium"), "eyJ" + new string('A', 50 * 1024 * 1024));
        var clock = Stopwatch.StartNew();
        var saved = client.Check("vwap-premium", DateTime.UtcNow, null);
        Check("a 50 MB licence file is tooLarge, in " + clock.ElapsedMilliseconds + " ms", saved.Status == LicenceStatus.TooLarge && clock.ElapsedMilliseconds < 1000, "status " + saved.Status);
        var french = Messages.For(saved.Status, new CultureInfo("fr-FR"), "vwap-premium", "A1B2C3", client.LicencePage);
        Check("the oversized file's message names the 64 KB cap in English and French", saved.Message.Contains("64 KB") && french.Contains("64 Ko"), saved.Message);
        var pasted = new LicenceClient(host, "http://127.0.0.1:9", "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo", "test")
            .Check("other-product", DateTime.UtcNow, "eyJ" + new string('A', 65 * 1024) + ".x.y");
        Check("a pasted licence over 64 KB is tooLarge", pasted.Status == LicenceStatus.TooLarge, "status " + pasted.Status);
        Directory.Delete(folder, true);
    }
}
