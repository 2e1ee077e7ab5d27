// The HTTP POST of the refresh, with System.dll's HttpWebRequest (NinjaTrader 8 ships no HttpClient
// assembly an indicator can rely on). Every failure (offline, DNS, timeout, TLS) is "unreachable".
using System;
using System.IO;
using System.Net;
using System.Text;
using System.Threading.Tasks;

namespace ShopLicensing
{
    public static class WebPost
    {
        /// <summary><paramref name="language"/>: the Accept-Language the shop translates its messages after (fr, en).</summary>
        public static HttpAnswer Send(string url, string contentType, string body, int timeoutMs, string userAgent, string language)
        {
            // HttpWebRequest's Timeout does not cover a slow DNS lookup: the whole call is bounded as well.
            var call = Task.Run(() => SendUnbounded(url, contentType, body, timeoutMs, userAgent, language));
            return call.Wait(timeoutMs + 500) ? call.Result : null;
        }

        /// <summary>The stream's text, or null as soon as it passes <paramref name="max"/> bytes (the rest is never read).</summary>
        public static string ReadCapped(Stream stream, int max)
        {
            var buffer = new byte[max + 1];
            var total = 0;
            int read;
            while (total <= max && (read = stream.Read(buffer, total, buffer.Length - total)) > 0) total += read;
            return total > max ? null : Encoding.UTF8.GetString(buffer, 0, total);
        }

        static HttpAnswer SendUnbounded(string url, string contentType, string body, int timeoutMs, string userAgent, string language)
        {
            try
            {
                var request = (HttpWebRequest)WebRequest.Create(url);
                request.Method = "POST";
                request.ContentType = contentType;
                request.Accept = "application/json";
                request.UserAgent = userAgent;
                if (!string.IsNullOrEmpty(language)) request.Headers[HttpRequestHeader.AcceptLanguage] = language;
                request.Timeout = timeoutMs;
                request.ReadWriteTimeout = timeoutMs;
                var bytes = Encoding.UTF8.GetBytes(body);
                request.ContentLength = bytes.Length;
                using (var stream = request.GetRequestStream()) stream.Write(bytes, 0, bytes.Length);
                HttpWebResponse response;
                try
                {
                    response = (HttpWebResponse)request.GetResponse();
                }
                catch (WebException error) when (error.Response is HttpWebResponse)
                {
                    // A 4xx is an answer, not a network failure: the shop said why.
                    response = (HttpWebResponse)error.Response;
                }
                var status = (int)response.StatusCode;
                string text = null;
                if (response.ContentLength <= LicenceFile.MaxBytes) text = ReadCapped(response.GetResponseStream(), LicenceFile.MaxBytes);
                if (text != null)
                {
                    response.Close();
                    return new HttpAnswer { Status = status, Body = text };
                }
                // The rest of an oversized answer is never read: the connection is dropped, and closing it may
                // throw, which does not change the verdict.
                request.Abort();
                try { response.Close(); }
                catch (Exception error) when (error is WebException || error is IOException || error is ObjectDisposedException) { }
                return new HttpAnswer { Status = status, TooLarge = true };
            }
            catch (Exception error) when (error is WebException || error is IOException || error is UriFormatException || error is NotSupportedException)
            {
                return null;
            }
        }
    }
}
