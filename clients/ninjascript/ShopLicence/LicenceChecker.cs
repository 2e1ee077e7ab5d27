// What a genuine licence file must say to run this build on this machine (docs/licence-verification.md,
// "What the indicator does", steps 2-6). Pure: no files, no network, no NinjaTrader.
using System;

namespace ShopLicensing
{
    public enum LicenceStatus
    {
        Valid,
        Missing,
        Malformed,
        BadSignature,
        WrongProduct,
        WrongMachine,
        Expired,
        UpdateNotIncluded,
        Revoked,
        /// <summary>More than LicenceFile.MaxBytes: no licence file of the shop is that large (read no further).</summary>
        TooLarge,
    }

    public static class LicenceChecker
    {
        /// <summary>
        /// <paramref name="build"/>: the build id the indicator was compiled for, its product's slug unless the shop names a
        /// build shared by several editions; a file runs when it names that build, or that product (an indicator compiled
        /// with a slug keeps accepting its product's files after the owner names a build).
        /// </summary>
        public static LicenceStatus Evaluate(
            string text, byte[] publicKey, string build, string machineId, DateTime nowUtc, DateTime buildReleasedUtc,
            out LicenceClaims claims)
        {
            if (string.IsNullOrWhiteSpace(text)) { claims = null; return LicenceStatus.Missing; }
            // Before any parsing or signature work: a huge pasted or saved text must not cost the chart seconds.
            if (System.Text.Encoding.UTF8.GetByteCount(text) > LicenceFile.MaxBytes) { claims = null; return LicenceStatus.TooLarge; }
            switch (LicenceFile.Read(text, publicKey, out claims))
            {
                case FileVerdict.Malformed: return LicenceStatus.Malformed;
                case FileVerdict.BadSignature: return LicenceStatus.BadSignature;
            }
            if (!string.Equals(claims.Build, build, StringComparison.Ordinal) && !string.Equals(claims.Product, build, StringComparison.Ordinal))
                return LicenceStatus.WrongProduct;
            if (!string.Equals(claims.MachineId, machineId, StringComparison.OrdinalIgnoreCase)) return LicenceStatus.WrongMachine;
            if (claims.ExpiresAt.HasValue && claims.ExpiresAt.Value < nowUtc) return LicenceStatus.Expired;
            // A build released after the updates period is an update the licence does not include; builds
            // released before it run for ever.
            if (claims.UpdatesUntil.HasValue && buildReleasedUtc > claims.UpdatesUntil.Value) return LicenceStatus.UpdateNotIncluded;
            return LicenceStatus.Valid;
        }

        /// <summary>The camelCase code of a status, as the shared case table and the logs name it.</summary>
        public static string Code(LicenceStatus status)
        {
            var name = status.ToString();
            return char.ToLowerInvariant(name[0]) + name.Substring(1);
        }

        /// <summary>Less than a third of the file's validity left, or past it: time to ask for a fresh file.</summary>
        public static bool NeedsRefresh(LicenceClaims claims, DateTime nowUtc)
        {
            if (claims == null || !claims.ExpiresAt.HasValue) return claims != null;
            var validity = claims.ExpiresAt.Value - claims.IssuedAt;
            return claims.ExpiresAt.Value - nowUtc < TimeSpan.FromTicks(validity.Ticks / 3);
        }
    }
}
