//! A JSON value and its text: the app's own, small writer (numbers as `decimal::shortest`
//! writes them, so the page carries no float tables of its own).

use crate::state::decimal;
use std::collections::BTreeMap;
use std::fmt::Write;

/// A JSON value. Numbers are floats, as in JavaScript (whole numbers up to 2^53 are exact).
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Number(f64),
    /// A string.
    String(String),
    /// An array.
    Array(Vec<Value>),
    /// An object (its fields written in name order).
    Object(BTreeMap<String, Value>),
}

impl Value {
    /// The value as JSON text.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        match self {
            Value::Null => out.push_str("null"),
            Value::Bool(value) => out.push_str(if *value { "true" } else { "false" }),
            // JSON has no NaN or infinity: they are written as null, as JavaScript does.
            Value::Number(n) if !n.is_finite() => out.push_str("null"),
            Value::Number(n) => out.push_str(&decimal::shortest(*n)),
            Value::String(text) => write_string(text, out),
            Value::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Value::Object(fields) => {
                out.push('{');
                for (i, (name, value)) in fields.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_string(name, out);
                    out.push(':');
                    value.write(out);
                }
                out.push('}');
            }
        }
    }
}

/// A string in quotes, with `"`, `\` and control characters escaped. The runs between escapes
/// are copied whole: a saved game may hold a comment of megabytes.
fn write_string(text: &str, out: &mut String) {
    out.push('"');
    let mut plain_from = 0;
    // Every byte escaped is ASCII, so each cut falls between whole characters.
    for (at, byte) in text.bytes().enumerate() {
        let escape = match byte {
            b'"' => Some("\\\""),
            b'\\' => Some("\\\\"),
            b'\n' => Some("\\n"),
            b'\r' => Some("\\r"),
            b'\t' => Some("\\t"),
            0..=0x1f => None,
            _ => continue,
        };
        out.push_str(&text[plain_from..at]);
        match escape {
            Some(escape) => out.push_str(escape),
            None => {
                let _ = write!(out, "\\u{byte:04x}");
            }
        }
        plain_from = at + 1;
    }
    out.push_str(&text[plain_from..]);
    out.push('"');
}
