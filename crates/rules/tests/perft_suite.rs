//! Every position of the perft suite (`tests/data/perft.epd`, 127 positions), at every listed
//! depth, must match exactly. Natively every depth is checked; in the browsers, depths up to 4.

use chess_rules::perft::perft;
use chess_rules::Position;

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

/// Compiled in, so the same test runs in a browser that cannot read files.
const SUITE: &str = include_str!("data/perft.epd");

struct SuiteEntry {
    fen: &'static str,
    counts: Vec<(u32, u64)>,
}

fn load_suite() -> Vec<SuiteEntry> {
    SUITE
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let mut fields = line.split(';');
            let fen = fields.next().expect("a FEN before the counts").trim();
            let counts = fields
                .map(|field| {
                    let (depth, nodes) = field.trim().split_once(' ').expect("'Dn count'");
                    (
                        depth[1..].parse().expect("depth"),
                        nodes.parse().expect("count"),
                    )
                })
                .collect();
            SuiteEntry { fen, counts }
        })
        .collect()
}

fn check_suite(max_depth: u32) {
    let suite = load_suite();
    assert_eq!(suite.len(), 127, "the suite has 127 positions");
    let mut checked = 0;
    for entry in &suite {
        let position = Position::from_fen(entry.fen)
            .unwrap_or_else(|e| panic!("suite FEN {} rejected: {e}", entry.fen));
        for &(depth, expected) in entry.counts.iter().filter(|(d, _)| *d <= max_depth) {
            assert_eq!(
                perft(&position, depth),
                expected,
                "perft {depth} of {}",
                entry.fen
            );
            checked += 1;
        }
    }
    assert!(
        checked >= 127 * max_depth.min(4) as usize,
        "only {checked} counts checked"
    );
}

#[test]
fn perft_suite_every_position_to_depth_4() {
    check_suite(4);
}

/// About 4.8 billion nodes: some 20 seconds with the optimised test profile.
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn perft_suite_every_position_every_depth() {
    check_suite(u32::MAX);
}
