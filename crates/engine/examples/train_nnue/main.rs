//! Trains the evaluation network (`src/eval/nnue/`) on the engine's self-play positions
//! (`examples/datagen`) and writes it in the engine's integer format.
//!
//! `cargo run --release -p chess-engine --example train_nnue -- OUTPUT DATA... [epochs=15]
//! [batch=16384] [rate=0.001] [score_share=1.0] [limit=N] [seed=1] [init=NET.nnue]
//! [kings=none|halves|quarters|eighths|sixteenths|twenty-eight] [held_out=N]`
//!
//! The network's size is the engine's (`HIDDEN`). The label blends the search's score (as a win
//! probability, `sigmoid(cp / 400)`) with the game's result, `score_share` of the first; with
//! Stockfish's scores (`tools/label_with_stockfish.py`) the score alone plays best
//! (`matches/nnue.log`); the loss is the squared difference of win probabilities. The last fiftieth
//! of the positions is held out (or the last `held_out=N`, so that networks trained on different
//! data are scored on the same positions): the held-out loss of the network, and of the hand-written
//! evaluation on the same positions, show whether the net generalises and whether it beats what it
//! replaces. Each batch is split over two threads; Adam steps once per batch, the rate falling
//! tenfold over the last third of the epochs; the epoch with the lowest held-out loss is written.
//! With `init=` training starts from that network (of the engine's size) instead of random
//! weights, so a shipped net can learn from new data without the data it was trained on.
//! `kings=halves` gives the first layer a set of rows for each half of the board the viewer's
//! king is on (`KingBuckets`); a starting network of one set is copied into each, so training
//! starts from the same scores and tells the halves apart as the data asks (`kings=quarters`:
//! each half split again by the king on its back rank or off it; `kings=eighths`: each quarter
//! split again, `KingBuckets::EIGHTHS`; `kings=sixteenths`: each eighth split again;
//! `kings=twenty-eight`: the sixteenths near home split again, `KingBuckets::TWENTY_EIGHT`). Without
//! it, the starting network's layout is kept (one set for random weights).

mod data;
mod model;

use chess_engine::eval::nnue::{KingBuckets, Network, HIDDEN, SCALE};
use chess_engine::random::Random;
use data::{sigmoid, Positions};
use model::{backward, forward, Adam, Parameters, Scratch};
use std::collections::HashMap;

const THREADS: usize = 2;

struct Settings {
    epochs: usize,
    batch: usize,
    rate: f32,
    score_share: f32,
    limit: usize,
    seed: u64,
    /// The network to start from, if not random weights.
    init: Option<String>,
    /// The king buckets to train, if not the starting network's.
    king_buckets: Option<KingBuckets>,
    /// How many of the last positions are held out, if not a fiftieth.
    held_out: Option<usize>,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (options, paths): (Vec<&String>, Vec<&String>) = args.iter().partition(|a| a.contains('='));
    let options: HashMap<&str, &str> = options.iter().filter_map(|a| a.split_once('=')).collect();
    let number = |key: &str, default: f64| -> f64 {
        options
            .get(key)
            .map_or(default, |v| v.parse().expect("a number"))
    };
    let settings = Settings {
        epochs: number("epochs", 15.0) as usize,
        batch: number("batch", 16384.0) as usize,
        rate: number("rate", 0.001) as f32,
        score_share: number("score_share", 1.0) as f32,
        limit: number("limit", f64::from(u32::MAX)) as usize,
        seed: number("seed", 1.0) as u64,
        init: options.get("init").map(|path| path.to_string()),
        held_out: options
            .get("held_out")
            .map(|n| n.parse().expect("held_out= takes a number of positions")),
        king_buckets: options.get("kings").map(|name| match *name {
            "none" => KingBuckets::NONE,
            "halves" => KingBuckets::HALVES,
            "quarters" => KingBuckets::QUARTERS,
            "eighths" => KingBuckets::EIGHTHS,
            "sixteenths" => KingBuckets::SIXTEENTHS,
            "twenty-eight" => KingBuckets::TWENTY_EIGHT,
            _ => {
                eprintln!(
                    "kings= takes none, halves, quarters, eighths, sixteenths or twenty-eight"
                );
                std::process::exit(2)
            }
        }),
    };
    let Some((output, data_paths)) = paths.split_first() else {
        eprintln!("usage: train_nnue OUTPUT DATA... [epochs=15] [batch=16384] [...]");
        std::process::exit(2);
    };
    let data_paths: Vec<String> = data_paths.iter().map(|p| p.to_string()).collect();
    let mut random = Random::new(settings.seed);
    let parameters = starting_parameters(&settings, &mut random);
    let data = data::load(&data_paths, settings.limit, &parameters.king_buckets);
    // The held-out positions are the last ones read, whole games of them: positions of one
    // game share its result, so holding out scattered ones would flatter the fit.
    let mut order: Vec<usize> = (0..data.len()).collect();
    // At most half: an N larger than the data must still leave positions to train on.
    let held_out_count = settings
        .held_out
        .unwrap_or(order.len() / 50)
        .min(order.len() / 2);
    let held_out = order.split_off(order.len() - held_out_count);
    let network = train(
        parameters,
        &data,
        &mut order,
        &held_out,
        &settings,
        &mut random,
    );
    std::fs::write(output.as_str(), network.quantise().to_bytes())
        .unwrap_or_else(|e| panic!("cannot write {output}: {e}"));
    eprintln!("wrote {output}");
}

/// The starting network (`init=`, or random weights), with the king buckets asked for.
fn starting_parameters(settings: &Settings, random: &mut Random) -> Parameters {
    match &settings.init {
        Some(path) => {
            let network = Network::from_file(path).unwrap_or_else(|e| {
                eprintln!("{e}");
                std::process::exit(2)
            });
            let parameters = Parameters::from_network(&network);
            let king_buckets = settings.king_buckets.unwrap_or(parameters.king_buckets);
            parameters.with_king_buckets(king_buckets)
        }
        None => Parameters::random(
            HIDDEN,
            settings.king_buckets.unwrap_or(KingBuckets::NONE),
            random,
        ),
    }
}

fn train(
    mut parameters: Parameters,
    data: &Positions,
    order: &mut [usize],
    held_out: &[usize],
    settings: &Settings,
    random: &mut Random,
) -> Parameters {
    let mut adam = Adam::new(&parameters);
    // The epoch that generalised best is kept: with little data, later ones fit noise.
    let mut best: Option<(Parameters, f64)> = None;
    let hand_written = hand_written_loss(data, held_out, settings.score_share);
    eprintln!(
        "{} training, {} held out; hand-written evaluation's held-out loss {hand_written:.6}",
        order.len(),
        held_out.len()
    );
    if settings.init.is_some() {
        // The network started from competes too: training must beat it to be kept.
        let loss = network_loss(&parameters, data, held_out, settings.score_share);
        eprintln!("the starting network's held-out loss {loss:.6}");
        best = Some((parameters.clone(), loss));
    }
    for epoch in 0..settings.epochs {
        let rate = if epoch * 3 >= settings.epochs * 2 {
            settings.rate / 10.0
        } else {
            settings.rate
        };
        shuffle(order, random);
        let mut loss = 0.0;
        for batch in order.chunks(settings.batch) {
            let (gradient, batch_loss) = gradient(&parameters, data, batch, settings.score_share);
            adam.step(&mut parameters, &gradient, batch.len(), rate);
            loss += batch_loss;
        }
        let held_out_loss = network_loss(&parameters, data, held_out, settings.score_share);
        eprintln!(
            "epoch {}: training loss {:.6}, held-out loss {held_out_loss:.6} (rate {rate})",
            epoch + 1,
            loss / order.len() as f64
        );
        if best.as_ref().is_none_or(|(_, loss)| held_out_loss < *loss) {
            best = Some((parameters.clone(), held_out_loss));
        }
    }
    let (parameters, loss) = best.expect("at least one epoch");
    eprintln!("kept the epoch with the lowest held-out loss, {loss:.6}");
    parameters
}

/// The summed gradient and loss of a batch, split over the threads.
fn gradient(p: &Parameters, data: &Positions, batch: &[usize], share: f32) -> (Parameters, f64) {
    let part = batch.len().div_ceil(THREADS);
    let results: Vec<(Parameters, f64)> = std::thread::scope(|scope| {
        let workers: Vec<_> = batch
            .chunks(part)
            .map(|chunk| {
                scope.spawn(move || {
                    let mut g = p.zeros_like();
                    let mut scratch = Scratch::new(p.hidden);
                    let loss: f64 = chunk
                        .iter()
                        .map(|&i| f64::from(backward(p, data, i, share, &mut g, &mut scratch)))
                        .sum();
                    (g, loss)
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a worker"))
            .collect()
    });
    let mut total = p.zeros_like();
    let mut loss = 0.0;
    for (g, l) in &results {
        total.add(g);
        loss += l;
    }
    (total, loss)
}

fn network_loss(p: &Parameters, data: &Positions, positions: &[usize], share: f32) -> f64 {
    let mut scratch = Scratch::new(p.hidden);
    mean_loss(data, positions, share, |i| {
        sigmoid(forward(p, data, i, &mut scratch))
    })
}

/// The engine's hand-written evaluation scored on the same labels (from the side to move).
fn hand_written_loss(data: &Positions, positions: &[usize], share: f32) -> f64 {
    mean_loss(data, positions, share, |i| {
        sigmoid(data.hand_written[i] / SCALE as f32)
    })
}

fn mean_loss(
    data: &Positions,
    positions: &[usize],
    share: f32,
    mut predict: impl FnMut(usize) -> f32,
) -> f64 {
    let total: f64 = positions
        .iter()
        .map(|&i| f64::from((predict(i) - data.target(i, share)).powi(2)))
        .sum();
    total / positions.len().max(1) as f64
}

fn shuffle(order: &mut [usize], random: &mut Random) {
    for i in (1..order.len()).rev() {
        order.swap(i, random.below(i + 1));
    }
}
