// Minimal stand-ins for the NinjaTrader 8 types the client and the sample indicator use, so that both compile
// (and the client runs) outside the platform. Not shipped to vendors: NinjaTrader provides the real ones.
using System;

namespace NinjaTrader.Cbi
{
    public static class License
    {
        public static string MachineId = "0123456789ABCDEF0123456789ABCDEF";
    }
}

namespace NinjaTrader.Core
{
    public static class Globals
    {
        public static string UserDataDir = System.IO.Path.GetTempPath();
        public static Version ProductVersion = new Version(8, 1, 4, 1);
    }
}

namespace NinjaTrader.Code
{
    public static class Output
    {
        public static void Process(string message, NinjaTrader.NinjaScript.PrintTo tab) { Console.WriteLine(message); }
    }
}

namespace NinjaTrader.NinjaScript
{
    public enum State { SetDefaults, Configure, DataLoaded, Historical, Realtime, Terminated }

    public enum PrintTo { OutputTab1, OutputTab2 }

    [AttributeUsage(AttributeTargets.Property)]
    public sealed class NinjaScriptPropertyAttribute : Attribute { }

    public abstract class NinjaScriptBase
    {
        public State State { get; set; }
        public string Name { get; set; }
        public string Description { get; set; }
        public bool IsOverlay { get; set; }
        public void Print(object value) { Console.WriteLine(value); }
        protected virtual void OnStateChange() { }
        protected virtual void OnBarUpdate() { }
        public void SetState(State state) { State = state; OnStateChange(); }
        public void Bar() { OnBarUpdate(); }
    }
}

namespace NinjaTrader.NinjaScript.Indicators
{
    public abstract class Indicator : NinjaScriptBase
    {
        public int CurrentBar { get; set; }
    }
}

namespace NinjaTrader.NinjaScript.DrawingTools
{
    public static class Draw
    {
        public static string LastText;
        public static void TextFixed(NinjaScriptBase owner, string tag, string text, TextPosition position) { LastText = text; }
    }

    public enum TextPosition { BottomLeft, BottomRight, Center, TopLeft, TopRight }
}
