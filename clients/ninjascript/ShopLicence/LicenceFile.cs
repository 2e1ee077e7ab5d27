// A licence file is a compact JWS (docs/licence-verification.md): base64url(header).base64url(payload).
// base64url(signature), Ed25519 over the ASCII of the first two parts. This reads one and checks its
// signature; what the claims must then say is LicenceCheck's business.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace ShopLicensing
{
    /// <summary>What a genuine licence file asserts.</summary>
    public sealed class LicenceClaims
    {
        public string LicenceId;
        /// <summary>lifetime, trial, lease or seat (signed in from the indicator); files signed before kinds existed are lifetime.</summary>
        public string Kind;
        public string Product;
        public string MachineId;
        public DateTime IssuedAt;
        /// <summary>End of this file's validity (UTC); null for files signed before every file had one.</summary>
        public DateTime? ExpiresAt;
        /// <summary>End of the updates a lifetime licence includes (UTC); null: every update.</summary>
        public DateTime? UpdatesUntil;
        /// <summary>A seat file only: it keeps running until then past ExpiresAt while the shop cannot be reached.</summary>
        public DateTime? OfflineGraceUntil;
        /// <summary>A lease's file while a renewal is unpaid: the grace end, when the licence stops (the file expires then).</summary>
        public DateTime? GraceUntil;
        /// <summary>The build id this file runs: its product's slug, unless the shop names one build for several
        /// editions (Lite and Premium). A file signed before entitlements has none: its Product.</summary>
        public string Build;
        /// <summary>The edition key the shop set on the product (premium, lite…); null when none.</summary>
        public string Edition;
        /// <summary>The feature keys the licence grants; empty when none.</summary>
        public string[] Features = new string[0];
        /// <summary>Machines at once this file's seat holds: a seat file's N, 1 for the other kinds.</summary>
        public int Seats = 1;

        /// <summary>Whether the file grants this feature key (exact, case-sensitive: keys are lower-case).</summary>
        public bool HasFeature(string key)
        {
            return key != null && Array.IndexOf(Features, key) >= 0;
        }
    }

    public enum FileVerdict { Genuine, Malformed, BadSignature }

    public static class LicenceFile
    {
        /// <summary>The header's typ of a licence file: any other JWS signed by the shop's key is not one.</summary>
        public const string LicenceType = "ninja-licence+jws";
        /// <summary>The largest licence file, and the largest answer of the shop, read (64 KB; a file is under 2 KB).</summary>
        public const int MaxBytes = 64 * 1024;

        /// <summary>Checks the file's form, header and Ed25519 signature; on Genuine, <paramref name="claims"/> holds what it asserts.</summary>
        public static FileVerdict Read(string text, byte[] publicKey, out LicenceClaims claims)
        {
            claims = null;
            var token = (text ?? "").Trim();
            var parts = token.Split('.');
            if (parts.Length != 3) return FileVerdict.Malformed;
            var header = Base64Url.Decode(parts[0]);
            var payload = Base64Url.Decode(parts[1]);
            var signature = Base64Url.Decode(parts[2]);
            if (header == null || payload == null || signature == null) return FileVerdict.Malformed;
            var headerMembers = FlatJson.Parse(Utf8(header));
            if (headerMembers == null) return FileVerdict.Malformed;
            try
            {
                // Only EdDSA: a file naming another alg ("none", HS256 with the public key as secret) is refused
                // before any signature is looked at.
                if (FlatJson.Text(headerMembers, "alg") != "EdDSA" || FlatJson.Text(headerMembers, "typ") != LicenceType)
                    return FileVerdict.Malformed;
            }
            catch (FormatException)
            {
                return FileVerdict.Malformed;
            }
            var signed = Encoding.ASCII.GetBytes(parts[0] + "." + parts[1]);
            if (!Ed25519.Verify(publicKey, signed, signature)) return FileVerdict.BadSignature;
            claims = ParseClaims(payload);
            return claims == null ? FileVerdict.Malformed : FileVerdict.Genuine;
        }

        static string Utf8(byte[] bytes)
        {
            try
            {
                return new UTF8Encoding(false, true).GetString(bytes);
            }
            catch (ArgumentException)
            {
                return null;
            }
        }

        static LicenceClaims ParseClaims(byte[] payload)
        {
            var members = FlatJson.Parse(Utf8(payload));
            if (members == null) return null;
            try
            {
                var claims = new LicenceClaims
                {
                    LicenceId = FlatJson.Text(members, "licenceId"),
                    Kind = FlatJson.Text(members, "kind") ?? "lifetime",
                    Product = FlatJson.Text(members, "product"),
                    MachineId = FlatJson.Text(members, "machineId"),
                    IssuedAt = Time(FlatJson.Text(members, "issuedAt")) ?? DateTime.MinValue,
                    ExpiresAt = Time(FlatJson.Text(members, "expiresAt")),
                    UpdatesUntil = Time(FlatJson.Text(members, "updatesUntil")),
                    OfflineGraceUntil = Time(FlatJson.Text(members, "offlineGraceUntil")),
                    GraceUntil = Time(FlatJson.Text(members, "graceUntil")),
                    Edition = FlatJson.Text(members, "edition"),
                    // One space-separated string, not an array: clients built before entitlements read flat JSON only.
                    Features = (FlatJson.Text(members, "features") ?? "").Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries),
                    Seats = (int)(FlatJson.Number(members, "seats") ?? 1),
                };
                claims.Build = FlatJson.Text(members, "build") ?? claims.Product;
                return claims.LicenceId == null || claims.Product == null || claims.MachineId == null ? null : claims;
            }
            catch (FormatException)
            {
                return null;
            }
        }

        static DateTime? Time(string iso)
        {
            if (iso == null) return null;
            return DateTime.Parse(iso, CultureInfo.InvariantCulture, DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal);
        }
    }

    public static class Base64Url
    {
        /// <summary>The bytes of canonical unpadded base64url, else null: a changed unused trailing bit is refused too.</summary>
        public static byte[] Decode(string part)
        {
            if (string.IsNullOrEmpty(part) || part.Length % 4 == 1) return null;
            foreach (var c in part)
                if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_')) return null;
            var padded = part.Replace('-', '+').Replace('_', '/') + new string('=', (4 - part.Length % 4) % 4);
            byte[] bytes;
            try
            {
                bytes = Convert.FromBase64String(padded);
            }
            catch (FormatException)
            {
                return null;
            }
            return Encode(bytes) == part ? bytes : null;
        }

        public static string Encode(byte[] bytes)
        {
            return Convert.ToBase64String(bytes).TrimEnd('=').Replace('+', '-').Replace('/', '_');
        }
    }
}
