// A reader for the flat JSON objects of a licence file's header and payload (strings, numbers, true/false,
// null): NinjaTrader's .NET Framework has no JSON parser an indicator can count on, and a licence needs no
// more. Anything else (nested values, trailing text) is refused, as the file is then not one of ours.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace ShopLicensing
{
    public static class FlatJson
    {
        /// <summary>The object's members (string, double, bool or null values); null when the text is not a flat object.</summary>
        public static Dictionary<string, object> Parse(string text)
        {
            try
            {
                var reader = new Reader(text);
                var result = reader.Object();
                reader.SkipSpace();
                return reader.AtEnd ? result : null;
            }
            catch (FormatException)
            {
                return null;
            }
        }

        /// <summary>The member as a string, null when absent or JSON null; throws FormatException for another type.</summary>
        public static string Text(Dictionary<string, object> members, string name)
        {
            object value;
            if (!members.TryGetValue(name, out value) || value == null) return null;
            var text = value as string;
            if (text == null) throw new FormatException(name + " is not a string");
            return text;
        }

        /// <summary>The member as a number, null when absent or JSON null; throws FormatException for another type.</summary>
        public static double? Number(Dictionary<string, object> members, string name)
        {
            object value;
            if (!members.TryGetValue(name, out value) || value == null) return null;
            if (!(value is double)) throw new FormatException(name + " is not a number");
            return (double)value;
        }

        /// <summary>The text as a JSON string literal, for the few bodies the client sends.</summary>
        public static string Quote(string text)
        {
            var sb = new StringBuilder("\"");
            foreach (var c in text ?? "")
            {
                if (c == '"' || c == '\\') sb.Append('\\').Append(c);
                else if (c < ' ') sb.Append("\\u").Append(((int)c).ToString("x4"));
                else sb.Append(c);
            }
            return sb.Append('"').ToString();
        }

        sealed class Reader
        {
            readonly string text;
            int at;
            public Reader(string text) { this.text = text ?? ""; }
            public bool AtEnd { get { return at >= text.Length; } }

            public void SkipSpace()
            {
                while (!AtEnd && (text[at] == ' ' || text[at] == '\t' || text[at] == '\n' || text[at] == '\r')) at++;
            }

            char Next()
            {
                if (AtEnd) throw new FormatException("unexpected end");
                return text[at++];
            }

            void Expect(char c)
            {
                SkipSpace();
                if (Next() != c) throw new FormatException("expected " + c);
            }

            public Dictionary<string, object> Object()
            {
                var members = new Dictionary<string, object>(StringComparer.Ordinal);
                Expect('{');
                SkipSpace();
                if (!AtEnd && text[at] == '}') { at++; return members; }
                while (true)
                {
                    Expect('"');
                    var name = StringBody();
                    // A repeated member could say one thing to this reader and another to the signer's: refused.
                    if (members.ContainsKey(name)) throw new FormatException("duplicate " + name);
                    Expect(':');
                    members[name] = Value();
                    SkipSpace();
                    var c = Next();
                    if (c == '}') return members;
                    if (c != ',') throw new FormatException("expected , or }");
                }
            }

            object Value()
            {
                SkipSpace();
                var c = Next();
                if (c == '"') return StringBody();
                if (Word("null", c)) return null;
                if (Word("true", c)) return true;
                if (Word("false", c)) return false;
                if (c == '-' || (c >= '0' && c <= '9'))
                {
                    var start = at - 1;
                    while (!AtEnd && "0123456789.eE+-".IndexOf(text[at]) >= 0) at++;
                    double number;
                    if (double.TryParse(text.Substring(start, at - start), NumberStyles.Float, CultureInfo.InvariantCulture, out number))
                        return number;
                }
                throw new FormatException("unsupported value");
            }

            bool Word(string word, char first)
            {
                if (first != word[0] || at + word.Length - 1 > text.Length) return false;
                if (string.CompareOrdinal(text, at, word, 1, word.Length - 1) != 0) return false;
                at += word.Length - 1;
                return true;
            }

            string StringBody()
            {
                var sb = new StringBuilder();
                while (true)
                {
                    var c = Next();
                    if (c == '"') return sb.ToString();
                    if (c < ' ') throw new FormatException("control character");
                    if (c != '\\') { sb.Append(c); continue; }
                    var e = Next();
                    switch (e)
                    {
                        case '"': case '\\': case '/': sb.Append(e); break;
                        case 'b': sb.Append('\b'); break;
                        case 'f': sb.Append('\f'); break;
                        case 'n': sb.Append('\n'); break;
                        case 'r': sb.Append('\r'); break;
                        case 't': sb.Append('\t'); break;
                        case 'u':
                            if (at + 4 > text.Length) throw new FormatException("bad escape");
                            sb.Append((char)int.Parse(text.Substring(at, 4), NumberStyles.HexNumber, CultureInfo.InvariantCulture));
                            at += 4;
                            break;
                        default: throw new FormatException("bad escape");
                    }
                }
            }
        }
    }
}
