// What a licence grants the indicator (LicenceClaims' entitlements, LicenceResult.HasFeature / Edition /
// UpdatesUntil), on files a running shop issued (apps/server/test/ninjascript/client.test.ts):
//   entitled <name> <expected status> <build> <machine id> <now> <release> <file> <edition> <granted keys> <refused keys> <seats>
// The keys are space-separated; an empty edition means none.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using ShopLicensing;

static class EntitlementTests
{
    static void Check(string name, bool ok, string detail) { LicenceTests.Check(name, ok, detail); }

    public static bool Row(string[] f, string key)
    {
        if (f[0] != "entitled") return false;
        string name = f[1], expected = f[2], build = f[3], machine = f[4], file = f[7], edition = f[8];
        var now = DateTime.Parse(f[5], CultureInfo.InvariantCulture, DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal);
        var released = DateTime.Parse(f[6], CultureInfo.InvariantCulture, DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal);
        var folder = Path.Combine(Path.GetTempPath(), "ns-entitled-" + Guid.NewGuid().ToString("N"));
        // The file pasted in the properties, no shop to reach: a check-in, if one is due, stays queued.
        var host = new TestHost { MachineId = machine, UtcNow = now, UserDataFolder = folder };
        var result = new LicenceClient(host, "http://127.0.0.1:9", key, "test").Check(build, released, file);
        Check("entitled " + name + " is " + expected, LicenceChecker.Code(result.Status) == expected, "got " + LicenceChecker.Code(result.Status));
        var granted = Keys(f[9]);
        var refused = Keys(f[10]);
        foreach (var feature in granted)
            Check("entitled " + name + ": grants " + feature, result.HasFeature(feature), "HasFeature false");
        foreach (var feature in refused)
            Check("entitled " + name + ": does not grant " + feature, !result.HasFeature(feature), "HasFeature true");
        if (!result.IsValid) return true;
        Check("entitled " + name + ": edition " + (edition == "" ? "none" : edition), result.Edition == (edition == "" ? null : edition), "got " + result.Edition);
        Check("entitled " + name + ": " + f[11] + " machine(s) at once", result.Claims.Seats.ToString(CultureInfo.InvariantCulture) == f[11], "got " + result.Claims.Seats);
        Check("entitled " + name + ": UpdatesUntil is the file's", result.UpdatesUntil == result.Claims.UpdatesUntil, "differs");
        return true;
    }

    // A lease's file while a renewal is unpaid (graceUntil): it runs and says how many days are left and where to
    // update the card, in English and French; past the grace end (the file's expiry) it stops.
    //   leasegrace <name> <expected status> <build> <machine id> <now> <release> <file> <English message> <French message>
    public static bool GraceRow(string[] f, string key)
    {
        if (f[0] != "leasegrace") return false;
        string name = f[1], expected = f[2], build = f[3], machine = f[4], file = f[7];
        var now = DateTime.Parse(f[5], CultureInfo.InvariantCulture, DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal);
        var released = DateTime.Parse(f[6], CultureInfo.InvariantCulture, DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal);
        foreach (var language in new[] { "en-US", "fr-FR" })
        {
            var folder = Path.Combine(Path.GetTempPath(), "ns-grace-" + Guid.NewGuid().ToString("N"));
            var host = new TestHost { MachineId = machine, UtcNow = now, UserDataFolder = folder, Culture = new CultureInfo(language) };
            var result = new LicenceClient(host, "http://127.0.0.1:9", key, "test").Check(build, released, file);
            Check("grace " + name + " is " + expected + " (" + language + ")", LicenceChecker.Code(result.Status) == expected, "got " + LicenceChecker.Code(result.Status));
            var message = language == "fr-FR" ? f[9] : f[8];
            Check("grace " + name + " says: " + message, result.Message == message, "got " + result.Message);
        }
        return true;
    }

    static string[] Keys(string text)
    {
        return (text ?? "").Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);
    }
}
