//! Numbers as text without Rust's float formatting. `core::fmt::float` (Grisu and Dragon4 with
//! their power-of-ten tables) is the largest piece of the standard library the page would
//! otherwise carry, and the page's wasm counts against the first paint's 400 KB. So the app
//! formats every float here: fixed places in integer arithmetic, and the shortest text that reads
//! back as the same number (JSON) from JavaScript in the page, as `json::parse_f64` reads them.

/// 2^53: from here up a float has no fraction, and every whole number below it is exact.
pub const EXACT: f64 = 9_007_199_254_740_992.0;

/// `value` with `places` digits after the point (at most 9), as `format!("{value:.places$}")`
/// writes it, except that a value that rounds to zero has no minus sign. A value too large for
/// its places is written as [`shortest`] writes it.
pub fn fixed(value: f64, places: u32) -> String {
    let scale = 10_u64.pow(places.min(9));
    let Some(scaled) = rounded_product(value.abs(), scale as f64) else {
        return shortest(value);
    };
    let sign = if value < 0.0 && scaled > 0 { "-" } else { "" };
    let (whole, fraction) = (scaled / scale, scaled % scale);
    match places {
        0 => format!("{sign}{whole}"),
        _ => format!(
            "{sign}{whole}.{fraction:0width$}",
            width = places.min(9) as usize
        ),
    }
}

/// `value * scale` (both not negative) rounded to the nearest whole number as if the product were
/// exact, ties to even (as Rust's formatting rounds the exact binary value); `None` from 2^53 up.
fn rounded_product(value: f64, scale: f64) -> Option<u64> {
    let product = value * scale;
    // Not below 2^53, or NaN.
    if product.partial_cmp(&EXACT) != Some(std::cmp::Ordering::Less) {
        return None;
    }
    let floor = product.floor();
    let fraction = product - floor;
    let above_floor = if fraction == 0.5 {
        // The product may have been rounded onto a tie: what it dropped (exactly, by a fused
        // multiply-add) says on which side the exact product lies.
        match value.mul_add(scale, -product) {
            0.0 => floor % 2.0 == 1.0,
            dropped => dropped > 0.0,
        }
    } else {
        fraction > 0.5
    };
    Some(floor as u64 + u64::from(above_floor))
}

/// `value` with `places` digits after the point and its sign always written, as
/// `format!("{value:+.places$}")` writes it ("+0.35", "-1.2"), except that a value that
/// rounds to zero is "+0.0".
pub fn signed(value: f64, places: u32) -> String {
    let text = fixed(value, places);
    match text.starts_with('-') {
        true => text,
        false => format!("+{text}"),
    }
}

/// The shortest decimal text that reads back as `value` (which must be finite): whole numbers
/// as integers, others as JavaScript's `String(value)` writes them in the page (natively, Rust's
/// `Display`, the same digits; far from 1 the two differ in form, "1e+21" against
/// "1000000000000000000000", and both read back alike).
pub fn shortest(value: f64) -> String {
    if value.fract() == 0.0 && value.abs() < EXACT {
        return (value as i64).to_string();
    }
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Number::from(value)
            .to_string_with_radix(10)
            .map(String::from)
            .unwrap_or_default()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        value.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_places_read_as_rusts_formatting_does() {
        let values = [
            0.0, 1.0, -1.0, 0.3, 0.35, 12.3456, -7.891, 99.999, 1234.5678, 0.001, 41.7,
        ];
        let ties = [0.5, 2.5, -1.25, 0.125, 0.375, 1.005, 2.675];
        for value in values.into_iter().chain(ties) {
            for places in 0..=4 {
                assert_eq!(fixed(value, places), format!("{value:.*}", places as usize));
            }
        }
        assert_eq!(
            fixed(-0.04, 1),
            "0.0",
            "no minus sign on a value that rounds to zero"
        );
        assert_eq!(
            fixed(0.35, 1),
            "0.3",
            "0.35 is a little below 7/20 as a float"
        );
        assert_eq!(fixed(0.125, 2), "0.12", "a true tie rounds to even");
        assert_eq!(
            fixed(0.05, 2),
            "0.05",
            "leading zeros of the fraction are kept"
        );
        assert_eq!(fixed(1e300, 2), shortest(1e300), "too large for its places");
    }

    #[test]
    fn signed_places_read_as_rusts_formatting_does() {
        for value in [0.0, 0.35, -1.2, 12.0, -0.07, 9.99] {
            for places in 1..=2 {
                assert_eq!(
                    signed(value, places),
                    format!("{value:+.*}", places as usize)
                );
            }
        }
        assert_eq!(
            signed(-0.04, 1),
            "+0.0",
            "rounded to zero, it has no minus sign"
        );
    }

    #[test]
    fn the_shortest_text_reads_back_as_the_same_number() {
        assert_eq!(shortest(1_700_000_000_123.0), "1700000000123");
        assert_eq!(shortest(-0.0), "0");
        assert_eq!(shortest(2.5), "2.5");
        assert_eq!(shortest(0.1 + 0.2), "0.30000000000000004");
        for value in [
            1523.4567891234,
            1.2345678901234567e19,
            5e-324,
            1e300,
            -123.456,
        ] {
            assert_eq!(shortest(value).parse::<f64>(), Ok(value));
        }
    }
}
