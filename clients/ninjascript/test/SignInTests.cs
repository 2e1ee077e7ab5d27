// The sign-in from the indicator (DeviceSignIn, LicenceClient.SignIn), two ways:
// - Scripted(): the client against scripted answers, no shop: the poll's interval and slow_down, each refusal,
//   the seats-full message and a shop that stops answering; the waits are recorded, not slept.
// - Row(): the case table's sign-in rows, against a running shop (apps/server/test/ninjascript/sign-in.test.ts).
//   Each prompt is printed as "SHOW <name>|<message>": the shop's test reads the code there and approves, denies
//   or expires it through the shop, as the buyer would on /activate.
//     signin <name> <expected status> <product> <machine id> <shop> <machine name> <culture> [<build> <feature>]
//       (with a build: signed in for the product, checked and saved for that build, which grants the feature)
//     checkin <name> <expected verdict> <product> <machine id> <shop>    (the machine's saved seat file, nearly ended)
//     grace <name> <product> <machine id>                                  (the saved seat file, the shop unreachable)
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Net;
using System.Net.Sockets;
using ShopLicensing;

static class SignInTests
{
    static readonly DateTime Released = DateTime.UtcNow.AddDays(-30);
    /// <summary>Each machine's licence folder, kept across rows: a later row reads the file a sign-in saved.</summary>
    static readonly Dictionary<string, string> folders = new Dictionary<string, string>();

    static void Check(string name, bool ok, string detail) { LicenceTests.Check(name, ok, detail); }

    static string FolderOf(string machine)
    {
        string folder;
        if (!folders.TryGetValue(machine, out folder))
            folders[machine] = folder = Path.Combine(Path.GetTempPath(), "ns-signin-" + Guid.NewGuid().ToString("N"));
        return folder;
    }

    public static bool Row(string[] f, string key)
    {
        if (f[0] == "signin") SignIn(f, key);
        else if (f[0] == "checkin") CheckIn(f, key);
        else if (f[0] == "grace") Grace(f, key);
        else return false;
        return true;
    }

    static void SignIn(string[] f, string key)
    {
        string name = f[1], expected = f[2], product = f[3], machine = f[4];
        var culture = new CultureInfo(f[7]);
        var host = new TestHost { Label = name, MachineId = machine, MachineName = f[6], UtcNow = DateTime.UtcNow, UserDataFolder = FolderOf(machine), Culture = culture, Sleep = true };
        var client = new LicenceClient(host, f[5], key, "test");
        var build = f.Length > 8 ? f[8] : product;
        var result = client.SignIn(product, Released, f.Length > 8 ? build : null);
        Check("signin " + name + " ends " + expected, LicenceTests.Camel(result.Status) == expected, "got " + result.Status + " " + result.ShopCode + " " + result.Message);
        var prompt = host.Shown.FirstOrDefault() ?? "";
        var french = culture.TwoLetterISOLanguageName == "fr";
        Check("signin " + name + ": shows the code and the shop's /activate address in the platform's language",
            result.UserCode != null && prompt.Contains(result.UserCode) && result.VerificationUri.EndsWith("/activate") && prompt.Contains(result.VerificationUri) && prompt.Contains(french ? "saisissez le code" : "enter the code"), prompt);
        if (expected == "approved")
        {
            var saved = File.Exists(client.FilePath(build)) ? File.ReadAllText(client.FilePath(build)) : "";
            LicenceClaims claims;
            var genuine = LicenceFile.Read(saved, Base64Url.Decode(key), out claims) == FileVerdict.Genuine;
            Check("signin " + name + ": a seat file of this machine, signed by the shop, saved where licence files go",
                genuine && claims.Kind == "seat" && claims.MachineId == machine && claims.OfflineGraceUntil > claims.ExpiresAt, saved);
            var verdict = client.Check(build, Released, null);
            Check("signin " + name + ": the session runs on it", verdict.IsValid && result.Licence.IsValid, "status " + verdict.Status);
            var next = new LicenceClient(new TestHost { MachineId = machine, UtcNow = DateTime.UtcNow, UserDataFolder = FolderOf(machine) }, f[5], key, "test");
            Check("signin " + name + ": the next session reads it without signing in", next.Check(build, Released, null).IsValid, "not valid");
            if (f.Length > 9)
                Check("signin " + name + ": kept for build " + build + ", granting " + f[9], verdict.HasFeature(f[9]) && claims.Build == build && claims.Product == product, "build " + claims.Build);
        }
        if (expected == "denied")
            Check("signin " + name + ": says it was denied", result.Message == SignInMessages.Denied(culture, product) && host.Shown.Last() == result.Message, result.Message);
        if (expected == "expired")
            Check("signin " + name + ": says the code expired", result.Message == SignInMessages.Expired(culture, product) && host.Shown.Last() == result.Message, result.Message);
        if (name.Contains("seatsFull"))
            Check("signin " + name + ": showed the shop's message to free a machine",
                host.Shown.Any(m => m.Contains("Free a machine")), string.Join(" / ", host.Shown));
    }

    /// <summary>The seat file the machine saved, checked in a day before its end: the shop renews it, or revokes a freed machine's.</summary>
    static void CheckIn(string[] f, string key)
    {
        string name = f[1], expected = f[2], product = f[3], machine = f[4];
        var path = Path.Combine(Path.Combine(FolderOf(machine), LicenceClient.Folder), product + "-" + machine + ".lic");
        if (!File.Exists(path))
        {
            Check("checkin " + name + " ends " + expected, false, "no seat file: the machine's sign-in did not save one");
            return;
        }
        var before = File.ReadAllText(path);
        LicenceClaims claims;
        LicenceFile.Read(before, Base64Url.Decode(key), out claims);
        var host = new TestHost { MachineId = machine, UtcNow = claims.ExpiresAt.Value.AddDays(-1), UserDataFolder = FolderOf(machine) };
        var client = new LicenceClient(host, f[5], key, "test");
        var first = client.Check(product, Released, null);
        foreach (var work in host.Background) work();
        var final = client.Check(product, Released, null);
        Check("checkin " + name + " ends " + expected, first.IsValid && LicenceChecker.Code(final.Status) == expected, "got " + final.Status + " " + final.ShopCode);
        if (expected == "valid")
            Check("checkin " + name + ": the shop's fresh seat file was saved", File.ReadAllText(path) != before && final.Claims.Kind == "seat" && final.Claims.ExpiresAt > claims.ExpiresAt, "not renewed");
    }

    /// <summary>The saved seat file past its validity while the shop is unreachable: valid within its grace, expired after.</summary>
    static void Grace(string[] f, string key)
    {
        string name = f[1], product = f[2], machine = f[3];
        var probe = new TcpListener(IPAddress.Loopback, 0);
        probe.Start();
        // A port just freed: the connection is refused, as a shop that is down.
        var down = "http://127.0.0.1:" + ((IPEndPoint)probe.LocalEndpoint).Port;
        probe.Stop();
        var path = Path.Combine(Path.Combine(FolderOf(machine), LicenceClient.Folder), product + "-" + machine + ".lic");
        LicenceClaims claims;
        LicenceFile.Read(File.ReadAllText(path), Base64Url.Decode(key), out claims);
        Func<DateTime, string, LicenceResult> at = (now, culture) => new LicenceClient(
            new TestHost { MachineId = machine, UtcNow = now, UserDataFolder = FolderOf(machine), Culture = new CultureInfo(culture) }, down, key, "test")
            .Check(product, Released, null);
        var within = at(claims.ExpiresAt.Value.AddDays(1), "en-US");
        Check("grace " + name + ": a day past its validity, the shop down, it runs and says so",
            within.IsValid && within.RefreshProblem == RefreshProblem.Unreachable && within.RefreshMessage.Contains("offline until"), within.Status + " " + within.RefreshMessage);
        var french = at(claims.ExpiresAt.Value.AddDays(1), "fr-FR");
        Check("grace " + name + ": says so in French", french.IsValid && french.RefreshMessage.Contains("hors ligne"), french.RefreshMessage);
        var after = at(claims.OfflineGraceUntil.Value.AddHours(1), "en-US");
        Check("grace " + name + ": past its offline grace it is expired", after.Status == LicenceStatus.Expired, "status " + after.Status);
    }

    const string CodeAnswer = "{\"device_code\":\"dc-1\",\"user_code\":\"BCDF-GHJK\",\"verification_uri\":\"https://shop.test/activate\","
        + "\"verification_uri_complete\":\"https://shop.test/activate?code=BCDF-GHJK\",\"expires_in\":600,\"interval\":5}";

    static string Refusal(string error, string code, string extra)
    {
        return "{\"error\":\"" + error + "\",\"error_description\":\"x\",\"code\":\"" + code + "\",\"message\":\"shop: " + code + "\"" + extra + "}";
    }

    /// <summary>The sign-in against scripted answers: the first to /api/device/code, then one per poll (null: no answer).</summary>
    static TestHost Scripted(string name, params HttpAnswer[] polls) { return Scripted(name, 0, polls); }

    static TestHost Scripted(string name, int cancelAtWait, params HttpAnswer[] polls)
    {
        var queue = new Queue<HttpAnswer>(polls);
        var host = new TestHost { Label = name, MachineId = "ABCDEF0123456789", MachineName = "Desk PC", UtcNow = DateTime.UtcNow, UserDataFolder = FolderOf(name), CancelAtWait = cancelAtWait };
        host.Script = (url, body) => url.EndsWith("/api/device/code")
            ? new HttpAnswer { Status = 200, Body = CodeAnswer }
            : queue.Count > 0 ? queue.Dequeue() : null;
        host.Result = new LicenceClient(host, "https://shop.test", "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo", "test").SignIn("vwap-premium", Released, null, host.Cancel.Token);
        return host;
    }

    static HttpAnswer Answer(int status, string body) { return new HttpAnswer { Status = status, Body = body }; }

    public static void Scripted()
    {
        var pending = Answer(400, Refusal("authorization_pending", "device.token.pending", ""));
        var denied = Scripted("scripted denied", pending, Answer(400, Refusal("slow_down", "device.token.slowDown", ",\"interval\":10")), pending, Answer(400, Refusal("access_denied", "device.token.denied", "")));
        Check("scripted: polls every interval, 5 s more after slow_down", string.Join(",", denied.Waits) == "5,5,10,10", string.Join(",", denied.Waits));
        Check("scripted: denied ends Denied", denied.Result.Status == SignInStatus.Denied && denied.Result.ShopCode == "device.token.denied", denied.Result.Status.ToString());
        var code = denied.Posts[0];
        Check("scripted: asks the code with product, machine id, machine name and NinjaTrader version",
            code.Contains("\"product\":\"vwap-premium\"") && code.Contains("\"machineId\":\"ABCDEF0123456789\"") && code.Contains("\"machineName\":\"Desk PC\"") && code.Contains("\"platformVersion\":\"8.1.4.1\""), code);
        Check("scripted: polls form-encoded with the RFC 8628 grant type", denied.Posts[1] == "grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code&device_code=dc-1", denied.Posts[1]);

        var cancelled = Scripted("scripted cancelled", 2, pending, pending, pending);
        Check("scripted: a cancelled sign-in stops at its wait: no poll after it, Cancelled, said in the platform's language",
            cancelled.Result.Status == SignInStatus.Cancelled && cancelled.Waits.Count == 2 && cancelled.Posts.Count == 2
                && cancelled.Shown.Last() == SignInMessages.Cancelled(cancelled.Culture, "vwap-premium"),
            cancelled.Result.Status + ", " + cancelled.Waits.Count + " waits, " + cancelled.Posts.Count + " posts");

        var expired = Scripted("scripted expired", pending, Answer(400, Refusal("expired_token", "device.token.expired", "")));
        Check("scripted: expired_token ends Expired", expired.Result.Status == SignInStatus.Expired, expired.Result.Status.ToString());

        var silent = Scripted("scripted silent");
        Check("scripted: a shop that stops answering ends Expired within the code's life", silent.Result.Status == SignInStatus.Expired && silent.Waits.Sum() == 600, silent.Waits.Sum() + " s");

        var full = Scripted("scripted seatsFull", Answer(400, Refusal("authorization_pending", "device.seatsFull", "")), pending, Answer(400, Refusal("expired_token", "device.token.expired", "")));
        Check("scripted: the seats-full message is shown, then the prompt again once a machine is freed",
            full.Shown.Count == 4 && full.Shown[1] == "shop: device.seatsFull" && full.Shown[2] == full.Shown[0], string.Join(" / ", full.Shown));

        var invalid = Scripted("scripted invalid", Answer(400, Refusal("invalid_grant", "device.token.invalid", "")));
        Check("scripted: invalid_grant ends Refused with the shop's message", invalid.Result.Status == SignInStatus.Refused && invalid.Result.Message == "shop: device.token.invalid", invalid.Result.Message);

        var forged = Scripted("scripted forged", Answer(200, "{\"activationId\":\"x\",\"licence\":\"a.b.c\",\"fileName\":\"f\",\"expiresAt\":\"x\"}"));
        Check("scripted: an approval whose file does not check is refused and not saved",
            forged.Result.Status == SignInStatus.Refused && !File.Exists(Path.Combine(Path.Combine(FolderOf("scripted forged"), LicenceClient.Folder), "vwap-premium-ABCDEF0123456789.lic")), forged.Result.Status.ToString());
    }
}

sealed class TestHost : ILicenceHost
{
    public string MachineId { get; set; }
    public CultureInfo Culture { get; set; }
    public string UserDataFolder { get; set; }
    public DateTime UtcNow { get; set; }
    public string PlatformVersion { get { return "8.1.4.1"; } }
    public string MachineName { get; set; }
    public List<Action> Background = new List<Action>();
    /// <summary>Printed as "SHOW label|message" for the shop's test to read.</summary>
    public string Label;
    public List<string> Shown = new List<string>();
    public List<int> Waits = new List<int>();
    /// <summary>Sleep the waits (against a shop); otherwise only recorded.</summary>
    public bool Sleep;
    /// <summary>Answers instead of the network, given the URL and the body; the bodies are kept in Posts.</summary>
    public Func<string, string, HttpAnswer> Script;
    public List<string> Posts = new List<string>();
    public SignInResult Result;
    public TestHost() { Culture = new CultureInfo("en-US"); }

    public HttpAnswer Post(string url, string contentType, string body, int timeoutMs)
    {
        Posts.Add(body);
        return Script != null ? Script(url, body) : WebPost.Send(url, contentType, body, timeoutMs, "ShopLicensing-test", Culture.TwoLetterISOLanguageName);
    }

    // Queued, so the test sees that the check returned before the refresh ran.
    public void RunInBackground(Action work) { Background.Add(work); }

    public void Show(string productSlug, string message)
    {
        Shown.Add(message);
        if (Label != null) Console.WriteLine("SHOW " + Label + "|" + message);
    }

    /// <summary>Cancelled once this many waits began, as when the last chart's indicator is removed; 0: never.</summary>
    public int CancelAtWait;
    public readonly System.Threading.CancellationTokenSource Cancel = new System.Threading.CancellationTokenSource();

    public void Wait(TimeSpan delay, System.Threading.CancellationToken cancel)
    {
        Waits.Add((int)delay.TotalSeconds);
        if (Waits.Count == CancelAtWait) Cancel.Cancel();
        if (Sleep) cancel.WaitHandle.WaitOne(delay);
    }
}
