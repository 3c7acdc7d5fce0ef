//! Reading and writing the small JSON records the app keeps (saved games, settings, the
//! library's summaries, tab leases).
//!
//! A dynamic `Value` rather than derived (de)serializers: every record is read leniently,
//! field by field, so a missing or odd field takes its default or names itself in the error,
//! and the page carries one small JSON reader instead of code generated per type (it was a
//! tenth of the app's wasm with serde). The reader and writer are the app's own (`parse`,
//! `value`): a JSON crate brought its own float tables, a tenth of the first paint's budget.

mod parse;
mod value;

use super::decimal;
pub use parse::parse_f64;
use std::collections::BTreeMap;
pub use value::Value;
pub use value::Value as JsonValue;

type Object = BTreeMap<String, Value>;

/// Parses JSON text that must hold an object.
///
/// # Errors
/// "not JSON" or "not a JSON object".
pub fn parse_object(text: &str) -> Result<Record, String> {
    match parse::parse(text) {
        Some(Value::Object(object)) => Ok(Record(object)),
        Some(_) => Err("not a JSON object".to_string()),
        None => Err("not JSON".to_string()),
    }
}

/// A JSON object being read: typed getters that answer `None` for a missing field or one of
/// another type.
#[derive(Clone, Debug, Default)]
pub struct Record(Object);

impl Record {
    /// The raw value of a field.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.0.get(name)
    }

    /// A string field.
    pub fn str(&self, name: &str) -> Option<&str> {
        match self.get(name)? {
            Value::String(text) => Some(text),
            _ => None,
        }
    }

    /// A boolean field.
    pub fn bool(&self, name: &str) -> Option<bool> {
        match self.get(name)? {
            Value::Bool(value) => Some(*value),
            _ => None,
        }
    }

    /// A number field, as a float.
    pub fn f64(&self, name: &str) -> Option<f64> {
        self.get(name).and_then(number)
    }

    /// A non-negative whole number field.
    pub fn u64(&self, name: &str) -> Option<u64> {
        self.get(name).and_then(whole)
    }

    /// An object field.
    pub fn record(&self, name: &str) -> Option<Record> {
        record(self.get(name)?)
    }

    /// An array field.
    pub fn array(&self, name: &str) -> Option<&[Value]> {
        match self.get(name)? {
            Value::Array(array) => Some(array),
            _ => None,
        }
    }

    /// Is the field there and not `null`?
    pub fn has(&self, name: &str) -> bool {
        !matches!(self.get(name), None | Some(Value::Null))
    }
}

/// A value as a float, if it is a number.
pub fn number(value: &Value) -> Option<f64> {
    match value {
        Value::Number(n) => Some(*n),
        _ => None,
    }
}

/// A value as a non-negative whole number.
pub fn whole(value: &Value) -> Option<u64> {
    match *value {
        Value::Number(n) if (0.0..=decimal::EXACT).contains(&n) && n.fract() == 0.0 => {
            Some(n as u64)
        }
        _ => None,
    }
}

/// A value as an object to read.
pub fn record(value: &Value) -> Option<Record> {
    match value {
        Value::Object(object) => Some(Record(object.clone())),
        _ => None,
    }
}

/// A value as a string.
pub fn text(value: &Value) -> Option<&str> {
    match value {
        Value::String(text) => Some(text),
        _ => None,
    }
}

/// A JSON object being written, field by field.
#[derive(Default)]
pub struct Writer(Object);

impl Writer {
    /// An empty object.
    pub fn new() -> Writer {
        Writer::default()
    }

    /// Adds a field of any JSON value.
    pub fn value(mut self, name: &str, value: Value) -> Writer {
        self.0.insert(name.to_string(), value);
        self
    }

    /// Adds a string field.
    pub fn str(self, name: &str, value: &str) -> Writer {
        self.value(name, Value::String(value.to_string()))
    }

    /// Adds a boolean field.
    pub fn bool(self, name: &str, value: bool) -> Writer {
        self.value(name, Value::Bool(value))
    }

    /// Adds a whole-number field.
    pub fn u64(self, name: &str, value: u64) -> Writer {
        self.value(name, whole_value(value))
    }

    /// Adds a number field (written as its shortest exact decimal).
    pub fn f64(self, name: &str, value: f64) -> Writer {
        self.value(name, Value::Number(value))
    }

    /// Adds a time in milliseconds since 1970, as a whole number.
    pub fn time(self, name: &str, ms: f64) -> Writer {
        self.u64(name, ms.max(0.0) as u64)
    }

    /// Adds an object field.
    pub fn object(self, name: &str, value: Writer) -> Writer {
        self.value(name, value.into_value())
    }

    /// The object as a value (to nest it).
    pub fn into_value(self) -> Value {
        Value::Object(self.0)
    }

    /// The object as JSON text.
    pub fn finish(self) -> String {
        self.into_value().to_text()
    }
}

/// A JSON array of values.
pub fn array(values: impl IntoIterator<Item = Value>) -> Value {
    Value::Array(values.into_iter().collect())
}

/// A whole number as a JSON value.
pub fn whole_value(n: u64) -> Value {
    Value::Number(n as f64)
}

/// A string as a JSON value.
pub fn text_value(text: &str) -> Value {
    Value::String(text.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_read_by_type_and_odd_ones_are_none() {
        let record =
            parse_object(r#"{"a": "x", "b": 3, "c": true, "d": [1, 2], "e": {"f": -1}, "g": 2.5}"#)
                .unwrap();
        assert_eq!(record.str("a"), Some("x"));
        assert_eq!(record.u64("b"), Some(3));
        assert_eq!(record.bool("c"), Some(true));
        assert_eq!(record.array("d").map(<[Value]>::len), Some(2));
        assert_eq!(record.record("e").and_then(|e| e.f64("f")), Some(-1.0));
        assert_eq!(record.u64("g"), None);
        assert_eq!(record.f64("g"), Some(2.5));
        assert_eq!(record.str("b"), None);
        assert!(!record.has("missing"));
        assert_eq!(parse_object("[1]").unwrap_err(), "not a JSON object");
        assert_eq!(parse_object("{").unwrap_err(), "not JSON");
    }

    #[test]
    fn written_objects_read_back() {
        let written = Writer::new()
            .str("name", "quote \" and \\ and \u{e9}")
            .u64("n", 7)
            .time("t", 1.5e12 + 0.25)
            .bool("on", false)
            .value("list", array([whole_value(1), text_value("two")]))
            .object("inner", Writer::new().str("k", "v"))
            .finish();
        let record = parse_object(&written).unwrap();
        assert_eq!(record.str("name"), Some("quote \" and \\ and \u{e9}"));
        assert_eq!(
            (record.u64("n"), record.f64("t"), record.bool("on")),
            (Some(7), Some(1.5e12), Some(false))
        );
        assert_eq!(text(&record.array("list").unwrap()[1]), Some("two"));
        assert_eq!(record.record("inner").unwrap().str("k"), Some("v"));
    }

    #[test]
    fn every_character_that_needs_escaping_is_escaped_between_plain_runs() {
        let text = "\"é\\\n\r\t\u{1}\u{1f}ü€ end";
        let written = Writer::new().str("s", text).finish();
        assert_eq!(written, r#"{"s":"\"é\\\n\r\t\u0001\u001fü€ end"}"#);
        assert_eq!(parse_object(&written).unwrap().str("s"), Some(text));
    }
}
