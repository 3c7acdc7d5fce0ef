//! Fits the evaluation weights to positions labelled with Stockfish's scores (from
//! `tools/make_dataset.py`), and writes them to `src/eval/weights.rs` and `src/eval/psqt.rs`.
//!
//! `cargo run --release -p chess-engine --example tune -- DATASET [EPOCHS] [L2]`
//!
//! The evaluation is linear in its features, so each position becomes a sparse feature vector
//! once. The loss is the squared difference of win probabilities (`1 / (1 + 10^(-cp/400))`) of
//! our score and the label, which cares little about exact values in won positions and much
//! about balanced ones. Adam descends on the whole set; a tenth is held out to check the fit
//! generalises. An L2 penalty pulls each weight towards its starting value, so features seen
//! in few positions (a king on the far rank in the middlegame) keep sensible values instead of
//! fitting noise. The losses before and after are printed and written into the file.

mod write;

use chess_engine::eval::{feature, features, MAX_PHASE, WEIGHTS};
use chess_engine::random::Random;
use chess_rules::Position;

struct Sample {
    features: Vec<(u16, i16)>,
    /// The middlegame share of the blend, 0 to 1.
    middlegame: f64,
    /// The label as a win probability for White.
    target: f64,
}

fn probability(cp: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-cp / 400.0))
}

fn load(path: &str) -> Vec<Sample> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    text.lines()
        .filter_map(|line| {
            let (fen, score) = line.split_once('|')?;
            let position = Position::from_fen(fen).ok()?;
            let score: f64 = score.trim().parse().ok()?;
            if position.has_insufficient_material() {
                return None;
            }
            let (counts, phase) = features(&position);
            Some(Sample {
                features: counts.counts,
                middlegame: f64::from(phase) / f64::from(MAX_PHASE),
                target: probability(score),
            })
        })
        .collect()
}

/// White's score in centipawns under weights `w` (middlegame at 2f, endgame at 2f + 1).
fn evaluate(w: &[f64], sample: &Sample) -> f64 {
    let (mut mg, mut eg) = (0.0, 0.0);
    for &(f, count) in &sample.features {
        mg += w[2 * f as usize] * f64::from(count);
        eg += w[2 * f as usize + 1] * f64::from(count);
    }
    mg * sample.middlegame + eg * (1.0 - sample.middlegame)
}

fn loss(w: &[f64], samples: &[Sample]) -> f64 {
    samples
        .iter()
        .map(|s| (probability(evaluate(w, s)) - s.target).powi(2))
        .sum::<f64>()
        / samples.len() as f64
}

fn gradient(w: &[f64], samples: &[Sample], grad: &mut [f64]) {
    grad.fill(0.0);
    let scale = std::f64::consts::LN_10 / 400.0;
    for s in samples {
        let p = probability(evaluate(w, s));
        let common = 2.0 * (p - s.target) * p * (1.0 - p) * scale;
        for &(f, count) in &s.features {
            let c = common * f64::from(count);
            grad[2 * f as usize] += c * s.middlegame;
            grad[2 * f as usize + 1] += c * (1.0 - s.middlegame);
        }
    }
    let n = samples.len() as f64;
    grad.iter_mut().for_each(|g| *g /= n);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args.first().expect("usage: tune DATASET [EPOCHS]");
    let epochs: usize = args.get(1).and_then(|e| e.parse().ok()).unwrap_or(600);
    let l2: f64 = args.get(2).and_then(|e| e.parse().ok()).unwrap_or(2e-8);
    let mut samples = load(path);
    // A fixed shuffle, then a tenth held out.
    let mut random = Random::new(0x2545_F491_4F6C_DD1D);
    for i in (1..samples.len()).rev() {
        samples.swap(i, random.below(i + 1));
    }
    let held_out = samples.split_off(samples.len() * 9 / 10);
    println!(
        "{} training positions, {} held out",
        samples.len(),
        held_out.len()
    );

    let mut w: Vec<f64> = WEIGHTS
        .iter()
        .flat_map(|&(mg, eg)| [f64::from(mg), f64::from(eg)])
        .collect();
    assert_eq!(w.len(), 2 * feature::COUNT);
    let start = w.clone();
    let before = (loss(&w, &samples), loss(&w, &held_out));
    println!(
        "before: training loss {:.6}, held-out loss {:.6}",
        before.0, before.1
    );

    let (mut m, mut v, mut grad) = (vec![0.0; w.len()], vec![0.0; w.len()], vec![0.0; w.len()]);
    let (rate, beta1, beta2) = (2.0, 0.9, 0.999);
    for epoch in 1..=epochs {
        gradient(&w, &samples, &mut grad);
        for i in 0..w.len() {
            grad[i] += 2.0 * l2 * (w[i] - start[i]);
            m[i] = beta1 * m[i] + (1.0 - beta1) * grad[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * grad[i] * grad[i];
            let m_hat = m[i] / (1.0 - beta1.powi(epoch as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(epoch as i32));
            w[i] -= rate * m_hat / (v_hat.sqrt() + 1e-12);
        }
        if epoch % 100 == 0 {
            println!(
                "epoch {epoch}: training loss {:.6}, held-out loss {:.6}",
                loss(&w, &samples),
                loss(&w, &held_out)
            );
        }
    }
    let after = (loss(&w, &samples), loss(&w, &held_out));
    let note = format!(
        "Fit: {} positions ({} held out), {epochs} epochs, L2 {l2:e} towards the hand-set values.\nHeld-out loss {:.6} before, {:.6} after.",
        samples.len() + held_out.len(),
        held_out.len(),
        before.1,
        after.1
    );
    println!("{note}");
    let weights: Vec<(i16, i16)> = w
        .chunks(2)
        .map(|p| (p[0].round() as i16, p[1].round() as i16))
        .collect();
    write::weights_and_tables(&weights, &note);
}
