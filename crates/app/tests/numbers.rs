//! Numbers as the page writes and reads them: in the browser both ask JavaScript (so the page's
//! wasm carries no float formatting or parsing tables), and what they write must read back as
//! the same number, in the saved games' JSON above all.

#![cfg(target_arch = "wasm32")]

use chess_app::state::decimal::{fixed, shortest, signed};
use chess_app::state::json;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn the_shortest_text_reads_back_as_the_same_number() {
    assert_eq!(shortest(2.5), "2.5");
    assert_eq!(shortest(0.1 + 0.2), "0.30000000000000004");
    assert_eq!(shortest(1_700_000_000_123.0), "1700000000123");
    assert_eq!(shortest(1e21), "1e+21", "JavaScript's form far from 1");
    for value in [
        1523.4567891234,
        1.2345678901234567e19,
        5e-324,
        -1e300,
        -123.456,
    ] {
        assert_eq!(
            json::parse_f64(&shortest(value)),
            Some(value),
            "{}",
            shortest(value)
        );
    }
}

#[wasm_bindgen_test]
fn json_numbers_survive_a_round_trip() {
    for value in [0.5, -2.25, 1e21, 3.0e-7, 86_400_000.0] {
        let text = json::Writer::new().f64("n", value).finish();
        let record = json::parse_object(&text).unwrap();
        assert_eq!(record.f64("n"), Some(value), "{text}");
    }
}

#[wasm_bindgen_test]
fn fixed_places_round_as_in_native_builds() {
    assert_eq!(fixed(12.3456, 2), "12.35");
    assert_eq!(fixed(0.35, 1), "0.3");
    assert_eq!(fixed(0.125, 2), "0.12");
    assert_eq!(signed(1.5, 1), "+1.5");
}
