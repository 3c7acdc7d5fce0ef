//! JSON text read into a [`Value`]: strict (RFC 8259), with a depth limit so corrupt saved
//! data cannot exhaust the stack.

use super::value::Value;
use std::collections::BTreeMap;

/// Arrays and objects nested deeper than this are refused.
const MAX_DEPTH: usize = 128;

/// Reads a whole JSON text; `None` if it is not JSON.
pub fn parse(text: &str) -> Option<Value> {
    let mut reader = Reader {
        bytes: text.as_bytes(),
        at: 0,
    };
    let value = reader.value(0)?;
    reader.skip_space();
    (reader.at == reader.bytes.len()).then_some(value)
}

/// A decimal number's text as a float. In the page this asks JavaScript (`parseFloat`), so the
/// page's wasm carries no decimal-to-float tables; natively, Rust's own parser.
pub fn parse_f64(text: &str) -> Option<f64> {
    #[cfg(target_arch = "wasm32")]
    {
        let valid = !text.is_empty()
            && text
                .bytes()
                .all(|b| b.is_ascii_digit() || matches!(b, b'-' | b'+' | b'.' | b'e' | b'E'));
        let n = js_sys::Number::from(js_sys::parse_float(text)).value_of();
        (valid && !n.is_nan()).then_some(n)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        text.parse().ok()
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, word: &str) -> Option<()> {
        let end = self.at + word.len();
        (self.bytes.get(self.at..end)? == word.as_bytes()).then(|| self.at = end)
    }

    fn value(&mut self, depth: usize) -> Option<Value> {
        if depth > MAX_DEPTH {
            return None;
        }
        self.skip_space();
        match self.peek()? {
            b'n' => self.eat("null").map(|()| Value::Null),
            b't' => self.eat("true").map(|()| Value::Bool(true)),
            b'f' => self.eat("false").map(|()| Value::Bool(false)),
            b'"' => self.string().map(Value::String),
            b'[' => self.array(depth),
            b'{' => self.object(depth),
            _ => self.number().map(Value::Number),
        }
    }

    fn array(&mut self, depth: usize) -> Option<Value> {
        self.at += 1;
        let mut items = Vec::new();
        self.skip_space();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Some(Value::Array(items));
        }
        loop {
            items.push(self.value(depth + 1)?);
            self.skip_space();
            match self.peek()? {
                b',' => self.at += 1,
                b']' => {
                    self.at += 1;
                    return Some(Value::Array(items));
                }
                _ => return None,
            }
        }
    }

    fn object(&mut self, depth: usize) -> Option<Value> {
        self.at += 1;
        let mut fields = BTreeMap::new();
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Some(Value::Object(fields));
        }
        loop {
            self.skip_space();
            if self.peek()? != b'"' {
                return None;
            }
            let name = self.string()?;
            self.skip_space();
            self.eat(":")?;
            fields.insert(name, self.value(depth + 1)?);
            self.skip_space();
            match self.peek()? {
                b',' => self.at += 1,
                b'}' => {
                    self.at += 1;
                    return Some(Value::Object(fields));
                }
                _ => return None,
            }
        }
    }

    /// A number as JSON writes it: whole numbers are read here, others by [`parse_f64`].
    fn number(&mut self) -> Option<f64> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        let digits = self.digits();
        if digits == 0 || (digits > 1 && self.bytes[self.at - digits] == b'0') {
            return None;
        }
        let mut whole = true;
        if self.peek() == Some(b'.') {
            self.at += 1;
            whole = false;
            (self.digits() > 0).then_some(())?;
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            whole = false;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            (self.digits() > 0).then_some(())?;
        }
        let text = std::str::from_utf8(&self.bytes[start..self.at]).ok()?;
        match (whole, text.strip_prefix('-')) {
            (true, negative) if text.len() <= 16 => {
                let magnitude = negative.unwrap_or(text).parse::<u64>().ok()? as f64;
                Some(if negative.is_some() {
                    -magnitude
                } else {
                    magnitude
                })
            }
            _ => parse_f64(text),
        }
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.at += 1;
        }
        self.at - start
    }

    fn string(&mut self) -> Option<String> {
        self.at += 1;
        let mut out = Vec::new();
        loop {
            let byte = self.peek()?;
            self.at += 1;
            match byte {
                b'"' => return String::from_utf8(out).ok(),
                b'\\' => {
                    let escaped = self.escape()?;
                    let mut buffer = [0; 4];
                    out.extend_from_slice(escaped.encode_utf8(&mut buffer).as_bytes());
                }
                0..0x20 => return None,
                _ => out.push(byte),
            }
        }
    }

    fn escape(&mut self) -> Option<char> {
        let byte = self.peek()?;
        self.at += 1;
        Some(match byte {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => return self.unicode_escape(),
            _ => return None,
        })
    }

    /// `\uXXXX`, with a surrogate pair read as one character.
    fn unicode_escape(&mut self) -> Option<char> {
        let first = self.hex4()?;
        if (0xD800..0xDC00).contains(&first) {
            self.eat("\\u")?;
            let second = self.hex4()?;
            if !(0xDC00..0xE000).contains(&second) {
                return None;
            }
            return char::from_u32(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00));
        }
        char::from_u32(first)
    }

    fn hex4(&mut self) -> Option<u32> {
        let text = std::str::from_utf8(self.bytes.get(self.at..self.at + 4)?).ok()?;
        self.at += 4;
        u32::from_str_radix(text, 16).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_kind_of_value() {
        let value = parse(r#" {"a": [1, -2, 2.5, -1e3, 0], "b": "x\"\\\n\u00e9\ud83d\ude00", "c": null, "d": true, "e": {}} "#).unwrap();
        let Value::Object(fields) = &value else {
            panic!("not an object")
        };
        assert_eq!(
            fields["a"],
            Value::Array([1.0, -2.0, 2.5, -1000.0, 0.0].map(Value::Number).to_vec())
        );
        assert_eq!(fields["b"], Value::String("x\"\\\n\u{e9}\u{1F600}".into()));
        assert_eq!(
            (&fields["c"], &fields["d"]),
            (&Value::Null, &Value::Bool(true))
        );
        assert_eq!(
            parse(&value.to_text()),
            Some(value),
            "written text reads back"
        );
    }

    #[test]
    fn refuses_what_is_not_json() {
        for text in [
            "",
            "{",
            "[1,]",
            "{\"a\" 1}",
            "01",
            "1.",
            ".5",
            "-",
            "tru",
            "\"\\x\"",
            "\"a\nb\"",
            "[1] 2",
            "{a: 1}",
            "1e",
            "\"\\ud800\"",
        ] {
            assert_eq!(parse(text), None, "{text:?}");
        }
        let deep = "[".repeat(200) + &"]".repeat(200);
        assert_eq!(parse(&deep), None, "too deep");
        let fine = "[".repeat(100) + &"]".repeat(100);
        assert!(parse(&fine).is_some());
    }

    #[test]
    fn large_whole_numbers_and_fractions_keep_their_value() {
        assert_eq!(
            parse("1700000000123"),
            Some(Value::Number(1_700_000_000_123.0))
        );
        assert_eq!(
            parse("1523.4567891234"),
            Some(Value::Number(1523.4567891234))
        );
        assert_eq!(
            parse("12345678901234567890"),
            Some(Value::Number(1.2345678901234567e19))
        );
        assert_eq!(parse_f64("0.5"), Some(0.5));
        assert_eq!(parse_f64("x"), None);
    }
}
