// This shop's address and licence key. The back-office's vendor kit fills both in; by hand, take `jwk.x`
// from GET <shop>/api/license/public-key.
namespace ShopLicensing
{
    public static class ShopConfig
    {
        public const string ShopUrl = "http://localhost:3000";
        /// <summary>The shop's Ed25519 public key: the JWK's x, base64url, 32 bytes. Until the kit fills it in, RFC 8032
        /// TEST 1's key, which verifies no licence of any shop.</summary>
        public const string PublicKey = "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo";
        /// <summary>This client's version, sent to the shop with each refresh.</summary>
        public const string ClientVersion = "1.0.0";
    }
}
