// Ed25519 signature verification written from RFC 8032 (section 5.1), for .NET Framework 4.8 / C# 7.3:
// NinjaTrader 8 has no Ed25519 of its own and vendors should not need BouncyCastle for one check.
// Verification only (no secrets are handled), so plain BigInteger arithmetic is fine: it is not constant
// time, and needs not be.
using System;
using System.Numerics;
using System.Security.Cryptography;

namespace ShopLicensing
{
    public static class Ed25519
    {
        static readonly BigInteger P = BigInteger.Pow(2, 255) - 19;
        // L: the order of the base point (RFC 8032 5.1).
        static readonly BigInteger L = BigInteger.Pow(2, 252) + BigInteger.Parse("27742317777372353535851937790883648493");
        static readonly BigInteger D = Mod(-121665 * Inverse(121666));
        static readonly BigInteger D2 = Mod(2 * D);
        // sqrt(-1) mod p, used when the first square-root candidate is off by that factor (5.1.3 step 3).
        static readonly BigInteger SqrtM1 = BigInteger.ModPow(2, (P - 1) / 4, P);
        static readonly Point B = BasePoint();

        /// <summary>True when <paramref name="signature"/> (64 bytes) is a valid Ed25519 signature of
        /// <paramref name="message"/> by <paramref name="publicKey"/> (32 bytes).</summary>
        public static bool Verify(byte[] publicKey, byte[] message, byte[] signature)
        {
            if (publicKey == null || publicKey.Length != 32 || signature == null || signature.Length != 64 || message == null)
                return false;
            Point a, r;
            if (!TryDecode(publicKey, 0, out a) || !TryDecode(signature, 0, out r)) return false;
            var s = LittleEndian(signature, 32, 32);
            // A non-canonical S (S >= L) would let anyone make a second valid signature: refused (5.1.7 step 1).
            if (s >= L) return false;
            byte[] digest;
            using (var sha = SHA512.Create())
            {
                sha.TransformBlock(signature, 0, 32, null, 0);
                sha.TransformBlock(publicKey, 0, 32, null, 0);
                sha.TransformFinalBlock(message, 0, message.Length);
                digest = sha.Hash;
            }
            var k = LittleEndian(digest, 0, 64) % L;
            // The cofactorless check [S]B = R + [k]A (5.1.7 step 3 allows it; it is the stricter one).
            return Equal(Multiply(B, s), Add(r, Multiply(a, k)));
        }

        struct Point
        {
            public BigInteger X, Y, Z, T;
            public Point(BigInteger x, BigInteger y, BigInteger z, BigInteger t) { X = x; Y = y; Z = z; T = t; }
        }

        static BigInteger Mod(BigInteger x)
        {
            var r = x % P;
            return r.Sign < 0 ? r + P : r;
        }

        static BigInteger Inverse(BigInteger x) { return BigInteger.ModPow(Mod(x), P - 2, P); }

        static BigInteger LittleEndian(byte[] bytes, int offset, int count)
        {
            // BigInteger reads little-endian two's complement: a trailing zero byte keeps it non-negative.
            var buffer = new byte[count + 1];
            Array.Copy(bytes, offset, buffer, 0, count);
            return new BigInteger(buffer);
        }

        // Extended coordinates addition (RFC 8032 5.1.4); also doubles, as the formula is complete.
        static Point Add(Point p, Point q)
        {
            var a = Mod((p.Y - p.X) * (q.Y - q.X));
            var b = Mod((p.Y + p.X) * (q.Y + q.X));
            var c = Mod(p.T * D2 * q.T);
            var d = Mod(2 * p.Z * q.Z);
            var e = b - a;
            var f = d - c;
            var g = d + c;
            var h = b + a;
            return new Point(Mod(e * f), Mod(g * h), Mod(f * g), Mod(e * h));
        }

        static Point Multiply(Point p, BigInteger scalar)
        {
            var result = new Point(0, 1, 1, 0);
            var addend = p;
            while (scalar.Sign > 0)
            {
                if (!scalar.IsEven) result = Add(result, addend);
                addend = Add(addend, addend);
                scalar >>= 1;
            }
            return result;
        }

        static bool Equal(Point p, Point q)
        {
            return Mod(p.X * q.Z - q.X * p.Z).IsZero && Mod(p.Y * q.Z - q.Y * p.Z).IsZero;
        }

        // Point decoding (RFC 8032 5.1.3): refuses y >= p, a y with no x, and x = 0 with the sign bit set.
        static bool TryDecode(byte[] bytes, int offset, out Point point)
        {
            point = default(Point);
            var copy = new byte[32];
            Array.Copy(bytes, offset, copy, 0, 32);
            var sign = (copy[31] >> 7) & 1;
            copy[31] &= 0x7f;
            var y = LittleEndian(copy, 0, 32);
            if (y >= P) return false;
            BigInteger x;
            if (!TryRecoverX(y, sign, out x)) return false;
            point = new Point(x, y, 1, Mod(x * y));
            return true;
        }

        static bool TryRecoverX(BigInteger y, int sign, out BigInteger x)
        {
            var y2 = Mod(y * y);
            var u = Mod(y2 - 1);
            var v = Mod(D * y2 + 1);
            var v3 = Mod(v * v * v);
            var v7 = Mod(v3 * v3 * v);
            x = Mod(u * v3 * BigInteger.ModPow(Mod(u * v7), (P - 5) / 8, P));
            var vx2 = Mod(v * x * x);
            if (vx2 == u) { }
            else if (vx2 == Mod(-u)) x = Mod(x * SqrtM1);
            else return false;
            if (x.IsZero && sign == 1) return false;
            if ((int)(x % 2) != sign) x = P - x;
            return true;
        }

        static Point BasePoint()
        {
            var y = Mod(4 * Inverse(5));
            BigInteger x;
            TryRecoverX(y, 0, out x);
            return new Point(x, y, 1, Mod(x * y));
        }
    }
}
